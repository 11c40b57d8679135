import { subject, type Topic } from './topic-model.ts'

/** Everyday life at home: cooking, the flat itself, pets and children. */
export const TOPICS_AROUND_HOME: readonly Topic[] = [
  {
    id: 'cooking', label: 'Home cooking', zh: '家常菜', emoji: '🍳',
    keywords: ['cook', 'cooking', 'recipe', 'recipes', 'kitchen', 'dish', 'meal', 'dinner', 'lunch', 'food', '做饭', '菜谱', '美食', '家常菜', '食谱'],
    subjects: [
      subject('egg fried rice', '蛋炒饭|炒饭|fried rice', [
        'Use rice cooked the day before for egg fried rice; fresh rice is too wet and turns mushy in the wok.',
        'Scramble the eggs first, take them out, then fry the rice and fold the eggs back in at the end.',
        'Season fried rice with salt and a little light soy only at the end, and add the chopped scallions off the heat.',
      ], [
        'Day-old rice fries better because its starch firms up in the fridge and the surface dries, so the grains stay separate.',
        'The smoky "wok hei" of restaurant fried rice comes from heat a home burner rarely reaches, which is why small batches work better at home.',
      ]),
      subject('fluffy rice in a pot', '煮米饭|米饭|rice cooker|white rice', [
        'Rinse the rice two or three times until the water runs almost clear; it washes off the loose starch that makes rice gluey.',
        'For white rice in a pot, use about 1.2 cups of water per cup of rice, or one knuckle of water above the rice.',
        'When the rice is done, keep the lid on and let it rest ten minutes before fluffing it with a paddle.',
      ], [
        'Rice turns sticky when surface starch gelatinizes in the water; rinsing and the right water ratio control how much of it there is.',
        'Resting lets steam spread through the pot, so the rice on top finishes cooking while the bottom layer stops scorching.',
      ]),
      subject('tomato and egg stir-fry', '番茄炒蛋|西红柿炒鸡蛋', [
        'Score the tomatoes and blanch them for thirty seconds so the skins slip off before they go in the wok.',
        'Cook the eggs until just set, set them aside, and return them once the tomatoes have collapsed into a sauce.',
        'A teaspoon of sugar balances the acid of the tomatoes; northern and southern cooks argue about it, so try both.',
      ], [
        'Tomatoes release juice and glutamates as they cook down, which is why the stir-fry tastes richer after the tomatoes soften for a few minutes.',
        'Eggs scrambled over high heat puff up because their water turns to steam at once, giving a good tomato and egg stir-fry its fluffy curds.',
      ]),
      subject('braised pork belly', '红烧肉|五花肉|hong shao rou', [
        'Put the pork belly in cold water, bring it to a boil and rinse off the scum before braising.',
        'Melt rock sugar in a little oil until amber and coat the pork in it; that caramel gives braised pork its glossy red color.',
        'Braise the pork belly covered on low heat for at least an hour, then reduce the sauce uncovered at the end.',
      ], [
        'Pork belly turns tender when its collagen slowly becomes gelatin, which needs long, gentle heat rather than a hot flame.',
        'The red of hong shao rou comes from caramelized sugar and dark soy sauce, not from any coloring added to the pork.',
      ]),
      subject('dumplings from scratch', '包饺子|饺子|jiaozi|dumpling', [
        'Mix dumpling dough with cold water and rest it for thirty minutes; it will roll out without shrinking back.',
        'Stir the dumpling filling in one direction while adding a little stock, and it stays juicy after boiling.',
        'When boiling dumplings, add a splash of cold water each time the pot returns to a boil; after the third time they are done.',
      ], [
        'Resting the dough lets the gluten relax, which is why rested dumpling wrappers roll thin without tearing.',
        'Stirring the filling one way builds a sticky protein network that holds water, so the dumplings release a little soup when bitten.',
      ]),
      subject('steamed fish', '清蒸鱼|清蒸鲈鱼|sea bass', [
        'Steam a one-pound fish for about eight minutes over rolling water, then turn off the heat and leave it covered for two minutes.',
        'Pour off the liquid on the plate after steaming the fish; it tastes fishy, so add fresh seasoned soy instead.',
        'Finish steamed fish with shredded scallion and ginger and pour smoking-hot oil over them.',
      ], [
        'Fish protein sets at a far lower temperature than meat, so two extra minutes of steaming is the difference between silky and dry fish.',
        'The hot oil poured over steamed fish flash-cooks the scallions and ginger, carrying their aroma into the sauce.',
      ]),
      subject('weekly meal prep', '一周备餐|带饭|meal prep|lunch box', [
        'Cook two proteins and two vegetables on Sunday and combine them differently each day so meal prep never gets boring.',
        'Keep prepped meals in the fridge for three or four days at most and freeze the rest.',
        'Leave sauces out of the meal prep boxes until the morning you eat them, so nothing goes soggy.',
      ], [
        'Cooked food stays safe longest when it cools fast; spreading meal prep out on trays before the fridge keeps it out of the bacterial danger zone.',
        'Leafy greens reheat badly because their cell walls collapse, which is why meal prep favors sturdy vegetables like broccoli and carrots.',
      ]),
    ],
    insights: [
      'Most kitchen failures come from heat control, not the recipe: a home stove is weaker than a restaurant burner, so cook in smaller batches.',
      'The browning that makes food taste savory starts around 140°C; a crowded pan never gets there and steams instead of searing.',
      'Chinese home cooking moves fast once the wok is hot, so having everything chopped before you start matters more than any technique.',
    ],
    credentials: ['Chef, 12 years in Cantonese kitchens', 'Food science graduate, Jiangnan University', 'Home cook and recipe developer'],
  },
  {
    id: 'home', label: 'Home and organizing', zh: '家居收纳', emoji: '🏠',
    keywords: ['home', 'decor', 'organize', 'organizing', 'storage', 'apartment', 'flat', 'cleaning', 'tidy', '收纳', '家居', '租房', '整理'],
    subjects: [
      subject('small rental makeovers', '出租屋改造|租房改造|rental|renting', [
        'In a rental, cover a tired floor with a large washable rug instead of anything glued down; it moves with you.',
        'Replace the landlord’s harsh ceiling light with two warm floor lamps and the rental feels like home at night.',
        'Photograph the rental before changing anything so you can put it back and get the deposit returned.',
      ], [
        'Rental makeovers work best with removable changes, because most leases require the flat back in its original condition.',
        'Light changes how a rental feels more than furniture: warm 2700–3000K bulbs read as home, cool white reads as office.',
      ]),
      subject('closet organizing', '衣柜收纳|衣橱整理|closet', [
        'Use the same slim hangers for everything in the closet; it holds a third more clothes.',
        'Fold knits into closet drawers instead of hanging them, or the shoulders stretch out.',
        'Put off-season clothes in vacuum bags on the top closet shelf and swap them twice a year.',
      ], [
        'Most people wear about a fifth of their clothes most of the time, so closet space is mostly taken by things rarely worn.',
        'Folding clothes upright lets you see every item in a closet drawer at once, which keeps it tidy longer than stacking.',
      ]),
      subject('kitchen counter storage', '厨房收纳|台面收纳|kitchen storage', [
        'Keep only what you use every day on the kitchen counter; everything else goes into cabinets.',
        'Fix a rail with hooks under the wall cabinets for utensils and the kitchen counter is suddenly free.',
        'Use clear, square containers for kitchen dry goods; they stack better and show what is running out.',
      ], [
        'A clear kitchen counter is not just looks: the path between sink, stove and fridge needs free surface to cook efficiently.',
        'Square containers waste less kitchen storage space than round ones, which leave dead corners on every shelf.',
      ]),
      subject('decluttering in a weekend', '断舍离|整理房间|declutter', [
        'Declutter by category, not by room: gather every book or every bag in one place before deciding.',
        'Keep a donation box by the door while decluttering and take it out the same day.',
        'Start decluttering with clothes and leave photos and letters for last; sentimental things slow you down.',
      ], [
        'Decluttering by category works because you see the full count of what you own, which makes letting go easier.',
        'Decluttering gets easier with practice: quick decisions about clothes train the judgment that sentimental items need later.',
      ]),
      subject('living room lighting', '客厅灯光|灯光设计|lamps|lighting', [
        'Layer living room lighting: a ceiling light, a floor lamp and a small lamp at eye level.',
        'Choose bulbs with a CRI of 90 or more so colors in the living room look natural at night.',
        'Put living room lamps on dimmers or smart plugs so the light can go down in the evening.',
      ], [
        'A single overhead light flattens a room and shadows faces; lighting from several heights makes a living room feel larger and warmer.',
        'CRI measures how faithfully a light shows colors; cheap lighting with a low CRI makes skin and wood look grey.',
      ]),
      subject('renovation planning', '装修|装修攻略|renovation|renovating', [
        'Plan every socket before the renovation starts: walk through the flat and note where each appliance will stand.',
        'Get at least three quotes for a renovation and ask each contractor to itemize materials and labor.',
        'Keep 15% of the renovation budget in reserve; something behind the walls always costs more than planned.',
      ], [
        'Most renovation regrets are about sockets and storage, not style, because they are hard to change once the walls are finished.',
        'Plumbing and wiring deserve the biggest share of a renovation budget, since fixing them later means breaking finished surfaces.',
      ]),
    ],
    insights: [
      'Storage problems are usually too many things rather than too little space.',
      'Measure before buying anything for a home: most returned furniture simply did not fit.',
    ],
    credentials: ['Interior designer', 'Professional organizer', 'Renovated three apartments'],
  },
  {
    id: 'pets', label: 'Pets', zh: '萌宠', emoji: '🐱',
    keywords: ['cat', 'cats', 'dog', 'dogs', 'pet', 'pets', 'puppy', '猫', '狗', '宠物', '猫咪', '养猫', '养狗'],
    subjects: [
      subject('bringing home a kitten', '新手养猫|小猫|kitten', [
        'Give a new kitten one quiet room with food, water and a litter box for its first few days.',
        'Keep feeding the kitten what the shelter or breeder used for the first week, then switch slowly.',
        'Book a vet check in the first week of bringing a kitten home, even if it looks healthy.',
      ], [
        'Kittens are most open to new people and sounds between about two and seven weeks old, so early handling shapes how social the adult cat becomes.',
        'A kitten hides in a new home because every smell is unfamiliar; one small room lets it build a safe territory first.',
      ]),
      subject('leash training a dog', '遛狗|牵引训练|dog walking|leash', [
        'Stop walking the moment the dog pulls on the leash and go on only when it loosens.',
        'Practice leash training at home or in a quiet corridor before trying a busy street.',
        'Carry small treats and reward the dog for walking beside you within two seconds.',
      ], [
        'A dog pulls on the leash because pulling has worked before; if pulling never gets the dog forward, the habit fades.',
        'Dogs link a reward to whatever they did in the last second or two, which is why a late treat teaches a dog nothing about the leash.',
      ]),
      subject('reading cat food labels', '猫粮|猫粮选择|cat food', [
        'Look for a named meat as the first ingredient of cat food, like chicken rather than "meat by-products".',
        'Add wet cat food every day; cats drink little and get much of their water from food.',
        'Change cat food over a week, mixing in more of the new one each day, to avoid an upset stomach.',
      ], [
        'Cats are obligate carnivores that need taurine from meat, which is why the first ingredients on a cat food label matter more than the marketing.',
        'Ingredients on a cat food label are listed by weight before cooking, so fresh meat ranks high partly because of its water.',
      ]),
      subject('vaccines and deworming', '疫苗驱虫|宠物疫苗|驱虫|vaccine', [
        'Follow the vet’s vaccine schedule for a puppy or kitten: usually three shots a few weeks apart, then yearly boosters.',
        'Give indoor pets internal deworming every three months and flea treatment monthly in the warm season.',
        'Keep vaccine and deworming dates in your phone calendar so you never have to guess.',
      ], [
        'Vaccines protect pets from rabies, feline panleukopenia and canine parvovirus, which reach even indoor animals on shoes and clothes.',
        'Deworming has to be repeated because most treatments kill adult worms but not their eggs, which hatch weeks later.',
      ]),
      subject('cats scratching furniture', '猫抓沙发|猫抓板|scratching|sofa|scratching post', [
        'Put a tall, sturdy scratching post right next to the sofa the cat keeps scratching.',
        'Cover the scratched spot on the furniture with double-sided tape for a few weeks; cats hate the sticky feel.',
        'Trim the cat’s claws every two weeks so scratching does less damage.',
      ], [
        'Cats scratch to shed old claw sheaths and leave scent marks, so the goal is to move the scratching, not to stop it.',
        'Cats scratch furniture near where they sleep and near doors because those are the places they want to mark as theirs.',
      ]),
      subject('leaving a pet home alone', '宠物独自在家|出差养宠|pet sitter|alone', [
        'An adult cat can stay home alone for a weekend with an automatic feeder, a water fountain and two litter boxes.',
        'Leave a dog home alone for short spells first and build up slowly, never starting with a full day.',
        'For trips longer than two days, have a pet sitter visit rather than leaving the pet alone.',
      ], [
        'Dogs are social animals and many show separation stress when left alone; cats cope better but still need daily care.',
        'A pet left home alone is most at risk from running out of water, so two water sources are the cheapest insurance.',
      ]),
    ],
    insights: [
      'Reward the behavior you want within two seconds; animals learn by association, not explanation.',
      'Most pet health problems are cheaper to prevent than to treat, so a yearly vet check pays for itself.',
    ],
    credentials: ['Veterinarian', 'Certified dog trainer', 'Cat rescue volunteer'],
  },
  {
    id: 'parenting', label: 'Parenting', zh: '育儿', emoji: '👶',
    keywords: ['baby', 'parenting', 'kids', 'child', 'children', 'toddler', 'mom', 'dad', '育儿', '宝宝', '孩子', '带娃', '亲子'],
    subjects: [
      subject('sleep training', '宝宝睡眠|哄睡|baby sleep|bedtime', [
        'Keep the same bedtime routine every night, bath, pajamas, one book, lights out, and sleep comes easier.',
        'Put the baby down drowsy but awake so it learns to fall asleep on its own.',
        'Keep the room dark and cool for baby sleep; about 20°C suits most babies.',
      ], [
        'A baby’s sleep cycle lasts about 50 minutes, shorter than an adult’s, so brief night waking is normal and not a sign that sleep training failed.',
        'Studies that followed sleep-trained children for years found no harm to attachment, which is why pediatricians consider gentle sleep training safe after six months.',
      ]),
      subject('picky eaters', '挑食|宝宝挑食|picky eating', [
        'Offer a new food to a picky eater ten or more times before deciding the child dislikes it.',
        'Put one food the picky eater already likes on every plate, next to the new one.',
        'Let children wash and cook vegetables with you; picky eaters try food they made themselves.',
      ], [
        'Picky eating peaks between two and six and is partly evolutionary: wariness of new food kept toddlers away from poisonous plants.',
        'Pressure to eat makes picky eaters eat less, because the meal becomes about control rather than food.',
      ]),
      subject('starting kindergarten', '入园|幼儿园|kindergarten', [
        'Visit the kindergarten together a few times before the first day so the child knows the rooms.',
        'Say goodbye at the kindergarten gate briefly and cheerfully; a long farewell makes the crying worse.',
        'Move bedtime and wake-up to the kindergarten schedule two weeks before it starts.',
      ], [
        'Separation anxiety at the start of kindergarten usually settles within two to four weeks, as the child learns the parent always comes back.',
        'Children settle into kindergarten faster when they can already use the toilet and eat on their own, because they feel less helpless.',
      ]),
      subject('screen time for toddlers', '看屏幕|电子产品|screen time|tablet', [
        'Keep screen time for toddlers under an hour a day, and watch together when you can.',
        'Switch off screens an hour before bed; screen time right before sleep pushes it later.',
        'Choose slow-paced shows for toddlers over fast cuts, and turn off autoplay.',
      ], [
        'Pediatric guidelines suggest little or no screen time under two, because toddlers learn language far better from live conversation than from a screen.',
        'Fast-paced shows can briefly blunt a toddler’s attention afterwards, which is why the kind of screen time matters as much as the minutes.',
      ]),
      subject('reading with toddlers', '亲子阅读|绘本', [
        'Read picture books with toddlers for fifteen minutes a day; it adds up to hundreds of books a year.',
        'Ask the toddler what happens next instead of only reading the words on the page.',
        'Let toddlers pick the same picture book again and again; repetition is how they learn.',
      ], [
        'Shared reading exposes toddlers to words that rarely come up in everyday speech, which is why it builds vocabulary faster than talk alone.',
        'Toddlers love rereading one picture book because predicting what comes next gives them a feeling of mastery.',
      ]),
      subject('sibling rivalry', '二胎|兄弟姐妹|siblings', [
        'Spend ten minutes alone with each child every day; sibling rivalry eases when nobody feels left out.',
        'Never compare siblings out loud, even in praise.',
        'Let siblings settle small fights on their own and step in only when someone gets hurt.',
      ], [
        'Sibling rivalry is mostly competition for the parents’ attention, which is why it flares after a new baby arrives.',
        'Siblings who argue a lot as children often become close adults; the conflict teaches them to negotiate.',
      ]),
    ],
    insights: [
      'Children regulate their emotions by borrowing an adult’s calm, so a parent’s reaction shapes how long a tantrum lasts.',
      'Name the feeling first, then set the limit: children accept a rule more easily when they feel understood.',
    ],
    credentials: ['Pediatrician', 'Early childhood educator', 'Mother of two'],
  },
]
