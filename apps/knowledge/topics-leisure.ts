import { subject, type Topic } from './topic-model.ts'

/** Free time: trips, photos, anime and games. */
export const TOPICS_LEISURE: readonly Topic[] = [
  {
    id: 'travel', label: 'Travel', zh: '旅行', emoji: '✈️',
    keywords: ['travel', 'trip', 'trips', 'itinerary', 'hotel', 'vacation', 'holiday', 'tour', 'weekend', '旅行', '旅游', '攻略', '游玩', '一日游', '自由行'],
    subjects: [
      subject('three days in Chengdu', '成都三日游|成都|Chengdu|pandas|hotpot', [
        'See the pandas at the Chengdu Research Base at opening time; they are most active in the cool morning.',
        'Spend an evening in Chengdu’s Kuanzhai Alley and a morning in People’s Park for tea and ear cleaning.',
        'Book a Chengdu hotel near Chunxi Road; most sights are one metro ride away.',
      ], [
        'Chengdu’s food is numbing as well as hot because Sichuan pepper contains a molecule that makes the lips tingle.',
        'Chengdu’s teahouse culture goes back centuries, which is why people spend whole afternoons in its parks.',
      ]),
      subject('weekend trips to Hangzhou', '杭州周末游|杭州|西湖|Hangzhou|West Lake', [
        'Walk or cycle around West Lake in Hangzhou early in the morning, before the tour groups arrive.',
        'Take the high-speed train to Hangzhou; from Shanghai it is under an hour.',
        'Spend an afternoon in Hangzhou’s Longjing tea villages and drink the tea where it grows.',
      ], [
        'West Lake was shaped by centuries of dredging and causeway building, including the Su Causeway built by the poet Su Dongpo.',
        'Hangzhou was the capital of the Southern Song dynasty, which is why so much of its history sits around West Lake.',
      ]),
      subject('Yunnan on a budget', '云南穷游|云南|大理|丽江|Yunnan|Dali|Lijiang', [
        'Travel Yunnan by train between Kunming, Dali and Lijiang; it is cheaper and calmer than flying.',
        'Stay in guesthouses in Dali’s old town outskirts; they cost half of those inside the walls.',
        'Visit Yunnan in the shoulder season, March to May or September to November, for low prices and good weather.',
      ], [
        'Yunnan is home to 25 of China’s officially recognized ethnic minorities, which is why its food and villages vary so much.',
        'Yunnan’s altitude gives it mild temperatures all year, which is why Kunming is called the City of Eternal Spring.',
      ]),
      subject('traveling with elderly parents', '带父母旅行|带爸妈旅游|elderly parents|family trip', [
        'Plan one main sight a day when traveling with elderly parents, with a rest after lunch.',
        'Book hotels with elevators and ask for rooms near them when traveling with parents.',
        'Pack your parents’ medicines in hand luggage with a list of doses.',
      ], [
        'Older travelers tire from walking and stairs more than from distance, so a trip with elderly parents works better with taxis between sights.',
        'Many scenic spots in China offer free or half-price tickets for people over 60, so bring your parents’ ID cards.',
      ]),
      subject('packing carry-on only', '轻装出行|只带登机箱|carry-on|packing list', [
        'Pack carry-on only by choosing clothes in two colors that all mix together.',
        'Roll clothes and use packing cubes; a carry-on holds a week of clothes that way.',
        'Keep liquids under 100 ml in one clear bag when you travel with a carry-on.',
      ], [
        'Carry-on limits vary by airline, and Chinese domestic flights often allow only 5 to 10 kg, so weigh the bag before leaving.',
        'Packing carry-on only saves time at both ends, since you skip check-in queues and baggage belts.',
      ]),
      subject('avoiding Golden Week crowds', '黄金周|国庆出游|避开人流|Golden Week', [
        'Travel the day before Golden Week starts or after it ends; prices drop by a third.',
        'Book train tickets on 12306 the moment sales open, 15 days ahead, for Golden Week.',
        'Pick smaller cities over famous sights during Golden Week.',
      ], [
        'Hundreds of millions of domestic trips happen during Golden Week, which is why famous sights reach their limits by mid-morning.',
        'Popular sights in China cap daily visitors and require booking during Golden Week, so reserve ahead.',
      ]),
      subject('Xinjiang road trips', '新疆自驾|新疆|独库公路|Xinjiang|road trip', [
        'Drive the Duku Highway in Xinjiang between June and September; it is closed the rest of the year.',
        'Fill up whenever you can on a Xinjiang road trip; gas stations can be 200 km apart.',
        'Carry your ID and register at checkpoints on a Xinjiang road trip; they are frequent.',
      ], [
        'Xinjiang covers a sixth of China, so distances between sights are measured in days, not hours.',
        'Xinjiang runs two hours behind Beijing in daily life, which is why dinner there starts late.',
      ]),
    ],
    insights: [
      'Crowds follow the holiday calendar closely, so shifting a trip by even two days changes it more than any tip.',
      'Booking ahead matters more in China than elsewhere, because many museums and sights need real-name reservations.',
    ],
    credentials: ['Travel writer, visited 31 provinces', 'Licensed tour guide', 'Backpacker for ten years'],
  },
  {
    id: 'photography', label: 'Photography', zh: '摄影', emoji: '📷',
    keywords: ['photography', 'photo', 'photos', 'camera', 'picture', 'pictures', 'shoot', '摄影', '拍照', '照片', '相机'],
    subjects: [
      subject('phone photography', '手机摄影|手机拍照|phone photos|smartphone', [
        'Wipe the phone lens before shooting; a greasy lens causes most hazy phone photos.',
        'Tap to focus and slide the exposure down a little in phone photography to keep highlights.',
        'Turn on the grid and put the subject on a third line when taking phone photos.',
      ], [
        'Phones combine several frames into one photo, which is why phone photography handles bright skies better than old cameras.',
        'The phone’s main lens is its best one; digital zoom only crops, so walking closer makes sharper photos.',
      ]),
      subject('travel photography', '旅行摄影|旅拍|travel photos', [
        'Shoot travel photography in the first and last hour of sunlight, when light is soft and warm.',
        'Put a person in travel photos of landmarks to show scale.',
        'Get to famous spots at sunrise for travel photography without crowds.',
      ], [
        'Golden-hour light is warmer and softer because sunlight passes through more air near the horizon, which is why travel photographers plan around it.',
        'The best travel photography tells a story about a place, which is why details and people often beat wide landmark shots.',
      ]),
      subject('portraits in natural light', '人像摄影|人像|portrait|portraits', [
        'Place the person facing a window for portraits in soft, natural light.',
        'Shoot portraits in open shade on sunny days to avoid squinting and harsh shadows.',
        'Focus on the nearest eye in portraits; sharp eyes make the picture.',
      ], [
        'Big light sources make soft light, which is why a window or cloudy sky flatters faces in portraits.',
        'Longer focal lengths flatter faces in portraits because they compress features, while wide lenses enlarge the nose.',
      ]),
      subject('night photography', '夜景|夜景拍摄|night photos|long exposure', [
        'Use a tripod or rest the camera on a wall for night photography, and a two-second timer.',
        'Shoot night photography at blue hour, just after sunset, when the sky still has color.',
        'Keep ISO low and use longer exposures in night photography to avoid noise.',
      ], [
        'Night photography needs long exposures because there is little light, so any camera shake blurs the photo.',
        'High ISO amplifies the signal and the noise together, which is why night photos at high ISO look grainy.',
      ]),
      subject('editing photos in Lightroom', '修图|后期|Lightroom|photo editing|调色', [
        'Fix exposure and white balance first in Lightroom, then contrast, then color.',
        'Shoot RAW if you edit photos in Lightroom; it keeps much more detail in shadows.',
        'Save your edits as a Lightroom preset so a whole trip’s photos look consistent.',
      ], [
        'RAW files store far more tonal information than JPEGs, which is why editing recovers shadows in RAW photos.',
        'Color grading works by shifting shadows and highlights toward different hues, the idea behind most photo editing presets.',
      ]),
      subject('choosing a first camera', '入门相机|相机推荐|first camera|mirrorless', [
        'Choose a used mirrorless camera and a good prime lens over a new camera with a kit zoom.',
        'Hold a camera in a shop before buying; grip and menus matter when you use it every day.',
        'Budget for the lens before the camera body; the lens shapes the photos more.',
      ], [
        'Sensor size sets how much light a camera gathers, which is why larger sensors cope better in dim light.',
        'Mirrorless cameras show the exposure in the viewfinder before you press the shutter, which makes learning photography faster.',
      ]),
    ],
    insights: [
      'Light matters more than gear: the same camera makes a dull photo at noon and a lovely one at golden hour.',
      'Composition is mostly deciding what to leave out of the frame.',
    ],
    credentials: ['Photographer, 12 years', 'Photography lecturer', 'Travel photographer'],
  },
  {
    id: 'anime', label: 'Anime and illustration', zh: '动漫', emoji: '🎨',
    keywords: ['anime', 'manga', 'comic', 'comics', 'illustration', 'drawing', 'draw', 'art', 'otaku', 'cosplay', '动漫', '二次元', '漫画', '插画', '番剧', '画画'],
    subjects: [
      subject('drawing anime characters', '画动漫人物|动漫人物|anime drawing|character design', [
        'Draw anime characters from simple shapes first: a circle for the head and a line for the jaw.',
        'Copy one anime character you like ten times and note what stays the same: eyes, hair clumps, proportions.',
        'Draw anime hair as a few big clumps before any strands.',
      ], [
        'Anime characters have large eyes and small noses because the style keeps only the features that show emotion.',
        'Anime characters are usually six to seven heads tall, a little taller than real people, which makes them look elegant.',
      ]),
      subject('anime poster design', '动漫海报|海报设计|poster design|anime poster', [
        'Build an anime poster around one strong character pose and leave room for the title.',
        'Use two or three main colors taken from the anime’s key art for a poster that looks official.',
        'Put the poster title in a font with the mood of the anime, and keep other text small.',
      ], [
        'Anime posters work at a glance because they rely on a clear silhouette, which the eye reads before detail.',
        'Anime key visuals use diagonal lines for action and symmetry for calm, which is why poster layouts follow the story’s tone.',
      ]),
      subject('anime worth watching this season', '新番推荐|新番|番剧推荐|anime recommendations', [
        'Watch the first three episodes of a new anime before dropping it; many start slowly.',
        'Follow seasonal anime charts to see every new anime in one place.',
        'Watch anime on licensed platforms like Bilibili; it supports the studios.',
      ], [
        'Anime is released in seasons of about twelve episodes, starting in January, April, July and October.',
        'Most TV anime are adaptations of manga or light novels, so a good anime season often mirrors last year’s best sellers.',
      ]),
      subject('cosplay on a budget', '平价cos|cosplay|cos服|cosplay costume', [
        'Build cosplay from thrift-shop clothes and alter them rather than buying a full costume.',
        'Style a cheap cosplay wig with hot water and a comb; it looks far better than straight out of the bag.',
        'Make cosplay armor and props from EVA foam; it is cheap, light and easy to cut.',
      ], [
        'Cosplay is judged by recognizability, so a costume that gets the silhouette and colors right reads well even if cheap.',
        'EVA foam dominates cosplay props because it holds heat-shaped curves and takes paint after sealing.',
      ]),
      subject('getting into manga', '入坑漫画|漫画推荐|manga|manhua', [
        'Start manga with a finished series of ten to twenty volumes so you see a full story.',
        'Read manga right to left, top to bottom; it takes a chapter to get used to.',
        'Try manhua on apps like Kuaikan for Chinese comics in color.',
      ], [
        'Manga is read right to left because Japanese was traditionally written in vertical lines from right to left.',
        'Most manga run weekly in magazines first and are collected into volumes later, which is why chapters end on cliffhangers.',
      ]),
      subject('digital illustration on an iPad', '板绘|iPad画画|Procreate|digital illustration|digital art', [
        'Start digital illustration on an iPad with Procreate and a few brushes; too many brushes slow you down.',
        'Use layers for line art, flat colors and shading in digital illustration, so you can fix each separately.',
        'Flip the canvas often while drawing on the iPad; mistakes jump out when the image is mirrored.',
      ], [
        'Pressure sensitivity lets a digital illustration stroke change width like ink, which is why a stylus feels closer to paper than a mouse.',
        'Flipping a digital illustration reveals errors because the brain stops filling in what it expects to see.',
      ]),
    ],
    insights: [
      'Drawing improves fastest by studying from life and references, even for a stylized style like anime.',
      'Fandoms build on shared references, which is why a small detail from the original makes fan art feel right.',
    ],
    credentials: ['Illustrator, 8 years', 'Animation studio artist', 'Anime reviewer'],
  },
  {
    id: 'gaming', label: 'Video games', zh: '游戏', emoji: '🎮',
    keywords: ['game', 'games', 'gaming', 'gamer', 'console', 'steam', 'esports', '游戏', '手游', '主机', '电竞'],
    subjects: [
      subject('building a gaming PC', '装机|游戏电脑|gaming PC|gaming computer|graphics card', [
        'Spend the largest part of a gaming PC budget on the graphics card.',
        'Pair a gaming PC with a monitor that matches it: a mid-range card fits a 1440p, high-refresh screen.',
        'Buy a good power supply for a gaming PC; a cheap one can take other parts with it when it fails.',
      ], [
        'Most games are limited by the graphics card, not the processor, which is why the GPU matters most in a gaming PC.',
        'A gaming PC’s frame rate above the monitor’s refresh rate is wasted, so the monitor sets the useful target.',
      ]),
      subject('Black Myth: Wukong', '黑神话悟空|黑神话|悟空|Wukong|Black Myth', [
        'In Black Myth: Wukong, learn each boss’s attacks before upgrading; dodging beats armor.',
        'Explore side paths in Black Myth: Wukong; many hidden bosses and spirits are off the main road.',
        'Use the immobilize spell in Black Myth: Wukong to open a window for heavy attacks.',
      ], [
        'Black Myth: Wukong retells Journey to the West, the Ming-dynasty novel about the Monkey King, so its bosses come from the book.',
        'Black Myth: Wukong was the first Chinese console-quality action game to become a global hit, selling millions of copies in days.',
      ]),
      subject('Genshin Impact for beginners', '原神|原神新手|Genshin Impact|Genshin', [
        'In Genshin Impact, follow the main story first; it unlocks features and characters.',
        'Spend resin on talent and weapon materials for a few main characters in Genshin Impact, not everyone.',
        'Pair elements in Genshin Impact teams to trigger reactions like melt and vaporize.',
      ], [
        'Genshin Impact is free to play and earns from gacha pulls for characters, which is why banners are timed.',
        'Genshin Impact’s combat rewards combining elements, because elemental reactions multiply damage.',
      ]),
      subject('Honor of Kings ranked games', '王者荣耀|王者上分|Honor of Kings|MOBA', [
        'Master two or three heroes in one role before playing Honor of Kings ranked games.',
        'Watch the minimap in Honor of Kings every few seconds; most deaths are ganks you could have seen.',
        'Stop playing Honor of Kings ranked after two losses in a row; tilt loses more games.',
      ], [
        'Honor of Kings is a MOBA like League of Legends, where teams win by destroying towers, not by kills.',
        'Honor of Kings limits play time for minors by law, which is why real-name verification is required.',
      ]),
      subject('Nintendo Switch games', '任天堂Switch|Switch游戏|Nintendo Switch|Zelda|Mario', [
        'Start with Nintendo Switch games like Zelda: Tears of the Kingdom and Mario Kart 8.',
        'Buy Switch games during Nintendo eShop sales; discounts often reach half price.',
        'Play Nintendo Switch party games like Mario Party with friends; they shine with four players.',
      ], [
        'Nintendo Switch games run on modest hardware, which is why Nintendo favors bright art styles over realistic graphics.',
        'The Switch sold over 140 million units because one console works both on the TV and in the hand.',
      ]),
      subject('making a first game in Python', '游戏开发|Python游戏|game programming|pygame|game development', [
        'Make a first game in Python with pygame: a simple catch-the-falling-objects game teaches the game loop.',
        'Keep the first game tiny and finish it; a finished Pong teaches more than half an RPG.',
        'Draw game sprites as rectangles first and replace them with art only once the Python game works.',
      ], [
        'Every game runs a loop that reads input, updates the game world and draws a frame, usually sixty times a second.',
        'Python is slower than C++ for games, but pygame is fast enough for 2D games and the code stays readable.',
      ]),
    ],
    insights: [
      'Games are designed around a loop of challenge and reward, which is why short sessions feel satisfying.',
      'Playing with a plan, one goal per session, keeps gaming fun rather than compulsive.',
    ],
    credentials: ['Game designer', 'Esports commentator', 'Game reviewer, 10 years'],
  },
]
