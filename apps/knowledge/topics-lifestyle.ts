import type { Topic } from './topics.ts'

/** Everyday topics: what Xiaohongshu is full of, and what Zhihu answers from experience. */
export const LIFESTYLE_TOPICS: readonly Topic[] = [
  {
    id: 'cooking', label: 'Home cooking', zh: '家常菜', emoji: '🍳',
    keywords: ['cook', 'cooking', 'recipe', 'kitchen', 'dish', 'meal', 'dinner', 'lunch', 'breakfast', 'food', 'rice', '做饭', '菜谱', '美食', '米饭'],
    subjects: ['egg fried rice', 'fluffy rice in a pot', 'tomato and egg stir-fry', 'braised pork belly', 'dumplings from scratch', 'ten-minute noodles', 'steamed fish', 'weekly meal prep'],
    tips: [
      'For {s}, prep everything before the wok gets hot; Chinese cooking moves fast.',
      'Rinse rice two or three times and keep the water about one knuckle above it.',
      'Day-old rice fries better than fresh: it is drier and the grains stay separate.',
      'A splash of light soy at the edge of the wok caramelizes and smells amazing.',
      'Salt in two stages when making {s}: a little early, adjust at the end.',
      'Let meat rest ten minutes before slicing so the juices stay in.',
    ],
    insights: [
      'Most failures with {s} come from heat control, not the recipe: a home stove is weaker than a restaurant burner, so cook in smaller batches.',
      'The Maillard reaction starts around 140°C; a crowded pan never gets there, which is why {s} turns out steamed instead of seared.',
      'Starch gelatinizes at 60–70°C and retrogrades in the fridge, which explains why leftover rice behaves so differently.',
    ],
    credentials: ['Chef, 12 years in Cantonese kitchens', 'Food science graduate, Jiangnan University', 'Home cook and recipe developer'],
  },
  {
    id: 'skincare', label: 'Skincare', zh: '护肤', emoji: '🧴',
    keywords: ['skin', 'skincare', 'acne', 'sunscreen', 'moisturizer', 'serum', 'pores', 'beauty', 'care', '护肤', '防晒', '痘痘', '美妆'],
    subjects: ['simple morning routines', 'sunscreen for oily skin', 'closing enlarged pores', 'calming acne-prone skin', 'retinol for beginners', 'winter dryness', 'repairing the skin barrier'],
    tips: [
      'Patch-test anything new on your jaw for three days before it goes on your face.',
      'Sunscreen is the step that matters most for {s}; reapply every two hours outdoors.',
      'Fewer products, used consistently, beat a twelve-step routine.',
      'Introduce one active at a time so you know what your skin reacts to.',
      'Moisturize while the skin is still slightly damp to lock water in.',
    ],
    insights: [
      'Dermatologists agree on few things, but daily UV protection is one: UVA ages skin even through windows, which matters for {s}.',
      'The stratum corneum is only about 15 micrometres thick; over-exfoliating damages it faster than most routines can repair.',
      'Retinoids are among the few topicals with strong evidence behind them, but irritation in the first weeks is normal and dose-dependent.',
    ],
    credentials: ['Dermatology resident', 'Cosmetic chemist, 8 years in formulation', 'Licensed esthetician'],
  },
  {
    id: 'haircare', label: 'Hair care', zh: '护发', emoji: '💇',
    keywords: ['hair', 'haircut', 'hairstyle', 'scalp', 'shampoo', 'hair loss', 'perm', 'dye', '头发', '发型', '脱发', '洗发水'],
    subjects: ['hair loss in your twenties', 'oily scalps', 'frizz in humid weather', 'long-lasting perms', 'haircuts for a round face', 'dyeing hair at home'],
    tips: [
      'Wash with lukewarm water; hot water strips the scalp and makes {s} worse.',
      'Massage shampoo into the scalp and let the rinse clean the lengths.',
      'Show your stylist photos, not words: "a little shorter" means different things to everyone.',
      'Dry the roots first; letting a wet scalp sit for hours is asking for trouble.',
    ],
    insights: [
      'Androgenetic alopecia is mostly genetic; for {s}, minoxidil and finasteride are the treatments with real evidence, under a doctor.',
      'Shedding about 50 to 100 hairs a day is normal; what matters is whether density changes over months.',
    ],
    credentials: ['Trichology clinic doctor', 'Senior stylist, 10 years', 'Dermatologist'],
  },
  {
    id: 'fitness', label: 'Fitness', zh: '健身', emoji: '💪',
    keywords: ['fitness', 'workout', 'gym', 'exercise', 'training', 'running', 'muscle', 'fat', 'weight loss', 'yoga', 'sport', '健身', '减脂', '增肌', '跑步', '运动'],
    subjects: ['losing fat without losing muscle', 'training for a first 5K', 'home workouts with dumbbells', 'fixing desk-job posture', 'squats with good form', 'stretching after runs', 'beginner training splits'],
    tips: [
      'Consistency beats intensity: three sessions a week for a year changes more than a brutal month.',
      'For {s}, log every session; progress you can see keeps you going.',
      'Eat about 1.6 g of protein per kg of body weight while training.',
      'Warm up for five minutes before anything heavy.',
      'Sleep is when you recover; seven hours is the minimum that works.',
    ],
    insights: [
      'Progressive overload is the principle behind {s}: the body adapts only to demands slightly above what it is used to.',
      'Fat loss is an energy balance; exercise helps mostly by protecting muscle while you eat a little less.',
      'Tendons adapt more slowly than muscles, which is why beginners who progress too fast get hurt in the second month.',
    ],
    credentials: ['NSCA-certified strength coach', 'Sports medicine physician', 'Marathon runner, 2:58 PB'],
  },
  {
    id: 'travel', label: 'Travel', zh: '旅行', emoji: '✈️',
    keywords: ['travel', 'trip', 'itinerary', 'hotel', 'flight', 'vacation', 'holiday', 'tour', 'visa', '旅行', '旅游', '攻略', '酒店'],
    subjects: ['three days in Chengdu', 'weekend trips to Hangzhou', 'Yunnan on a budget', 'traveling with elderly parents', 'packing carry-on only', 'avoiding Golden Week crowds', 'Xinjiang road trips'],
    tips: [
      'Book train tickets on 12306 the moment sales open for holiday dates.',
      'For {s}, pick a hotel near a metro line over one near the sights.',
      'Download offline maps before you go; mountain areas lose signal.',
      'Reserve popular museums a week ahead; many need real-name booking.',
      'Travel a day before or after the holiday peak and prices drop by a third.',
    ],
    insights: [
      'Crowd levels at famous sites follow the holiday calendar closely; shifting {s} by even two days changes the experience more than any tip.',
      'Altitude sickness depends on ascent rate, not fitness; plan a rest day above 3,000 metres.',
    ],
    credentials: ['Travel writer, visited 31 provinces', 'Licensed tour guide', 'Backpacker for ten years'],
  },
  {
    id: 'home', label: 'Home and organizing', zh: '家居收纳', emoji: '🏠',
    keywords: ['home', 'decor', 'organize', 'organizing', 'storage', 'apartment', 'rental', 'cleaning', 'declutter', '收纳', '家居', '装修', '租房'],
    subjects: ['small rental makeovers', 'closet organizing', 'kitchen counter storage', 'decluttering in a weekend', 'living room lighting', 'renovation planning'],
    tips: [
      'Give every item a home; clutter is things without one.',
      'For {s}, measure twice before buying any storage box.',
      'Vertical space is free space: hooks and shelves beat bigger cabinets.',
      'Warm 2700–3000K bulbs make a rental feel like home instantly.',
    ],
    insights: [
      'Most renovation regrets about {s} are about outlets and storage, not style: plan where you will plug things in before choosing tiles.',
      'Decluttering works best by category, not by room, because you see the full count of what you own.',
    ],
    credentials: ['Interior designer', 'Professional organizer', 'Renovated three apartments'],
  },
  {
    id: 'fashion', label: 'Outfits and style', zh: '穿搭', emoji: '👗',
    keywords: ['outfit', 'outfits', 'fashion', 'style', 'clothes', 'wardrobe', 'dress', 'shoes', '穿搭', '搭配', '时尚', '衣服'],
    subjects: ['capsule wardrobes', 'office outfits for summer', 'dressing for a petite frame', 'layering in winter', 'matching colors', 'styling white sneakers'],
    tips: [
      'Build {s} around three base colors and add one accent.',
      'Fit matters more than brand; a tailor costs less than a new jacket.',
      'Tuck the front of a loose top to define the waist.',
      'Match your belt and shoes and the whole look pulls together.',
    ],
    insights: [
      'Proportion rules like the rule of thirds explain why {s} works: splitting the body 1:2 looks more balanced than 1:1.',
      'Natural fibers breathe better but need more care; the best wardrobes mix both deliberately.',
    ],
    credentials: ['Fashion buyer', 'Personal stylist', 'Textile engineering graduate'],
  },
  {
    id: 'parenting', label: 'Parenting', zh: '育儿', emoji: '👶',
    keywords: ['baby', 'parenting', 'kids', 'child', 'children', 'toddler', 'mom', 'family', 'care', '育儿', '宝宝', '孩子', '带娃'],
    subjects: ['sleep training', 'picky eaters', 'starting kindergarten', 'screen time for toddlers', 'reading with toddlers', 'sibling rivalry'],
    tips: [
      'A fixed bedtime routine does more for {s} than any gadget.',
      'Offer a new food ten or more times before deciding your child dislikes it.',
      'Name the feeling first, then set the limit.',
      'Read together for fifteen minutes a day; it adds up fast.',
    ],
    insights: [
      'Pediatric guidelines suggest little or no screen time under two; for {s}, co-viewing and talking about it matters more than minutes.',
      'Children regulate emotions by borrowing an adult’s calm; that is why a parent’s reaction shapes the tantrum’s length.',
    ],
    credentials: ['Pediatrician', 'Early childhood educator', 'Mother of two'],
  },
  {
    id: 'pets', label: 'Pets', zh: '萌宠', emoji: '🐱',
    keywords: ['cat', 'cats', 'dog', 'dogs', 'pet', 'pets', 'puppy', 'kitten', '猫', '狗', '宠物', '猫咪'],
    subjects: ['bringing home a kitten', 'leash training a dog', 'cat food labels', 'vaccines and deworming', 'cats scratching furniture', 'leaving a pet home alone'],
    tips: [
      'For {s}, give it a quiet room for the first few days.',
      'Reward the behavior you want within two seconds.',
      'Put a scratching post next to the sofa it keeps attacking.',
      'Keep a vet record in your phone; you will need it at every visit.',
    ],
    insights: [
      'Cats are obligate carnivores, so the first ingredients matter most when you look at {s}.',
      'Dogs learn by association; punishment after the fact teaches fear, not the rule.',
    ],
    credentials: ['Veterinarian', 'Certified dog trainer', 'Cat rescue volunteer'],
  },
  {
    id: 'study', label: 'Study methods', zh: '学习方法', emoji: '📚',
    keywords: ['study', 'studying', 'exam', 'exams', 'student', 'students', 'school', 'college', 'university', 'homework', 'learning', 'gaokao', 'activity', 'activities', '学习', '考试', '学生', '考研'],
    subjects: ['note-taking that works', 'preparing for the postgraduate exam', 'memorizing vocabulary', 'beating procrastination', 'balancing clubs and coursework', 'group projects', 'CET-6 listening'],
    tips: [
      'Test yourself instead of rereading; recall is where learning happens.',
      'For {s}, use 25-minute blocks with a five-minute break.',
      'Review new material after one day, three days and a week.',
      'Put your phone in another room while studying; willpower is not enough.',
      'Say no early: a club you cannot attend hurts more than one you never joined.',
    ],
    insights: [
      'Retrieval practice and spacing are the two study techniques with the strongest evidence; {s} improves most when both are used.',
      'Cramming produces short-term recall that fades within weeks, which is why the same material feels new at the final.',
      'Students who plan a week ahead report less stress even with the same workload: uncertainty, not work, is what drains.',
    ],
    credentials: ['Tsinghua University graduate', 'High-school teacher, 15 years', 'Educational psychology PhD'],
  },
  {
    id: 'career', label: 'Career and workplace', zh: '职场', emoji: '💼',
    keywords: ['career', 'job', 'jobs', 'interview', 'resume', 'salary', 'pay', 'raise', 'promotion', 'workplace', 'boss', 'operation', 'offer', '职场', '面试', '简历', '工资', '跳槽'],
    subjects: ['first job interviews', 'negotiating a raise', 'writing a one-page resume', 'switching careers at thirty', 'dealing with a difficult manager', 'internet operations jobs', 'the probation period'],
    tips: [
      'Quantify every line of your resume: numbers get interviews.',
      'For {s}, research the market rate before you name a number.',
      'Send a short thank-you message after each interview.',
      'Keep a "wins" document; it writes your review for you.',
    ],
    insights: [
      'Pay is set by the replacement cost of your skills, not by effort; {s} works when you can show the market values you more.',
      'Labor law requires a written contract within a month of hiring, and the probation period is capped by contract length.',
      'Operations roles reward people who can tie their work to a metric like retention or conversion.',
    ],
    credentials: ['HR director at a tech company', 'Career coach', 'Labor lawyer'],
  },
  {
    id: 'wellness', label: 'Health and sleep', zh: '健康', emoji: '🌿',
    keywords: ['health', 'sleep', 'insomnia', 'diet', 'nutrition', 'stress', 'heart', 'blood pressure', 'vitamin', 'healthy', '健康', '睡眠', '失眠', '养生'],
    subjects: ['falling asleep faster', 'neck pain from desk work', 'eating less sugar', 'heart health after forty', 'staying hydrated', 'managing stress'],
    tips: [
      'Same wake-up time every day, weekends included, fixes more sleep than any pill.',
      'For {s}, stand up and move every 45 minutes.',
      'Swap sweet drinks for tea or sparkling water for two weeks and taste buds reset.',
      'Get morning daylight within an hour of waking.',
    ],
    insights: [
      'Sleep pressure builds with adenosine and caffeine blocks its receptors, so an afternoon coffee can delay sleep by hours.',
      'Blood pressure above 130/80 is now treated as elevated; for {s}, salt reduction and exercise have effects comparable to one drug.',
    ],
    credentials: ['Attending physician, internal medicine', 'Registered dietitian', 'Sleep medicine specialist'],
  },
]
