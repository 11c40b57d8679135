import { subject, type Topic } from './topic-model.ts'

/** Looking and feeling well: skin, hair, clothes, sleep and everyday health. */
export const TOPICS_LOOKS: readonly Topic[] = [
  {
    id: 'skincare', label: 'Skincare', zh: '护肤', emoji: '🧴',
    keywords: ['skin', 'skincare', 'acne', 'moisturizer', 'serum', 'beauty', 'face', '护肤', '美妆', '皮肤', '护肤品'],
    subjects: [
      subject('a simple skincare routine', '护肤步骤|基础护肤|skincare routine|morning routine', [
        'A morning skincare routine needs three steps: a gentle cleanser, a moisturizer and sunscreen.',
        'At night, wash off sunscreen and apply one treatment at most; a short routine is one you keep.',
        'Give any new skincare routine four to six weeks before judging it; skin renews slowly.',
      ], [
        'The outer layer of skin renews roughly every four weeks, which is why no skincare routine shows real results in days.',
        'Most skincare routines fail from irritation, not missing steps: every extra product adds another chance of a reaction.',
      ]),
      subject('sunscreen for oily skin', '油皮防晒|防晒|sunscreen|oily skin|SPF', [
        'Oily skin does best with a gel or fluid sunscreen labelled non-comedogenic.',
        'Use two finger-lengths of sunscreen for the face and reapply every two hours outdoors.',
        'Blot oily skin with a tissue before reapplying sunscreen at midday, so it does not pill.',
      ], [
        'SPF measures protection from UVB, which burns; the PA rating measures UVA, which ages skin even through windows.',
        'Chemical sunscreen filters tend to feel lighter on oily skin than mineral ones, which sit on the surface and can look shiny.',
      ]),
      subject('calming acne-prone skin', '痘痘肌|祛痘|acne|breakouts', [
        'Wash acne-prone skin twice a day with a gentle cleanser; scrubbing makes breakouts worse.',
        'Use salicylic acid two or three evenings a week on acne-prone areas and build up slowly.',
        'Never squeeze a deep pimple; it pushes the inflammation further in and leaves a mark on the skin.',
      ], [
        'Acne starts when oil and dead cells clog a pore and bacteria multiply inside, so treatments either unclog pores or calm the inflammation.',
        'Dark marks left after acne are pigment, not scars, and fade over months, faster with daily sunscreen.',
      ]),
      subject('retinol for beginners', 'A醇|视黄醇|retinol|retinoid', [
        'Start retinol two nights a week at a low strength and add a night every two weeks.',
        'Apply retinol on dry skin after washing, then moisturizer on top to cut irritation.',
        'Wear sunscreen every morning while using retinol; it makes the skin more sensitive to the sun.',
      ], [
        'Retinol is among the few skincare ingredients with strong evidence for fine lines, because it speeds up cell turnover.',
        'Peeling and redness in the first weeks of retinol is normal and depends on the dose; it settles as skin adapts.',
      ]),
      subject('dry skin in winter', '冬季干皮|干皮|dry skin|winter skin', [
        'Switch to a creamier moisturizer in winter and apply it while dry skin is still damp.',
        'Keep showers short and lukewarm; hot water strips dry skin of its oils.',
        'Run a humidifier in the bedroom during the heating season to stop skin drying overnight.',
      ], [
        'Heating dries indoor air to under 30% humidity, which pulls water out of the skin all winter.',
        'Dry skin is a damaged barrier: the lipids between skin cells are thinner, so water escapes faster.',
      ]),
      subject('repairing the skin barrier', '屏障修护|烂脸|skin barrier|sensitive skin', [
        'Pause all acids and retinol while repairing the skin barrier and keep only cleanser, moisturizer and sunscreen.',
        'Look for ceramides and cholesterol in a moisturizer; they are what the skin barrier is made of.',
        'Give a damaged skin barrier two to four weeks of the simple routine before adding anything back.',
      ], [
        'The skin barrier is only about 15 micrometres thick, so over-exfoliating damages it faster than most routines repair it.',
        'A damaged barrier makes everything sting, which is why people with barrier damage often believe their skin is sensitive.',
      ]),
    ],
    insights: [
      'Fewer products used consistently beat a twelve-step routine; irritation is the most common cause of skin problems.',
      'Daily sun protection is the one habit dermatologists agree on, because most visible skin aging comes from UV light.',
    ],
    credentials: ['Dermatology resident', 'Cosmetic chemist, 8 years in formulation', 'Licensed esthetician'],
  },
  {
    id: 'haircare', label: 'Hair care', zh: '护发', emoji: '💇',
    keywords: ['hair', 'haircut', 'hairstyle', 'scalp', 'shampoo', '头发', '发型', '洗发水', '护发'],
    subjects: [
      subject('hair loss in your twenties', '脱发|掉头发|hair loss|balding', [
        'See a dermatologist early about hair loss; treatment keeps the hair you have far better than it regrows lost hair.',
        'Take photos of your hairline every month in the same light to see whether hair loss is really progressing.',
        'Check iron and thyroid levels if hair loss comes suddenly; both are common and treatable causes.',
      ], [
        'Most hair loss in your twenties is androgenetic and genetic; minoxidil and finasteride are the treatments with real evidence.',
        'Losing 50 to 100 hairs a day is normal; hair loss is about density changing over months, not the hairs in the drain.',
      ]),
      subject('oily scalps', '头皮油|油头|oily scalp|greasy hair', [
        'Wash an oily scalp every day if needed with a mild shampoo; washing less does not train the scalp to make less oil.',
        'Massage shampoo into the scalp with your fingertips and let the rinse clean the lengths.',
        'Keep conditioner off the scalp and on the ends only, or oily hair gets heavier.',
      ], [
        'Scalp oil output is set mostly by hormones and genes, which is why an oily scalp often runs in families.',
        'An oily scalp can also be itchy and flaky because a yeast that lives on it feeds on the oil.',
      ]),
      subject('frizz in humid weather', '毛躁|头发毛躁|frizz|frizzy hair', [
        'Use a leave-in conditioner on damp hair and let it dry before going out in humid weather.',
        'Blot hair with a cotton T-shirt instead of rubbing with a towel, which roughens the cuticle and causes frizz.',
        'Finish with a drop of hair oil on the ends; a thin film keeps humid air out.',
      ], [
        'Frizz happens when dry hair absorbs moisture from humid air and the strands swell unevenly.',
        'Damaged hair frizzes more because its raised cuticle lets water in faster, which is why frizz is worst on bleached ends.',
      ]),
      subject('haircuts for a round face', '圆脸发型|发型推荐|haircut|round face', [
        'For a round face, ask for length below the chin and layers that start under the cheekbones.',
        'Bring photos of haircuts to the salon; "a little shorter" means something different to every stylist.',
        'A side part and some height at the crown make a round face look longer in photos.',
      ], [
        'Haircuts flatter a round face by adding vertical lines, which balance width the way stripes change the look of clothes.',
        'A blunt chin-length bob ends exactly at the widest point of a round face, which is why it widens it.',
      ]),
      subject('dyeing hair at home', '在家染发|染发|hair dye|hair color', [
        'Do a strand test and a skin patch test 48 hours before dyeing hair at home.',
        'Choose a hair dye one or two shades from your natural color; big changes need a salon.',
        'Use a color-safe shampoo and wash less often in the first week after dyeing.',
      ], [
        'Box hair dye cannot lighten dyed hair, because dye does not lift dye; only bleach does.',
        'Permanent hair dye works by opening the cuticle with ammonia so color molecules can form inside the strand.',
      ]),
    ],
    insights: [
      'Healthy hair starts at the scalp: gentle washing and a good diet do more than any expensive mask.',
      'Heat styling is the most common cause of damaged hair; a protectant and lower temperature go a long way.',
    ],
    credentials: ['Trichology clinic doctor', 'Senior stylist, 10 years', 'Dermatologist'],
  },
  {
    id: 'fashion', label: 'Outfits and style', zh: '穿搭', emoji: '👗',
    keywords: ['outfit', 'outfits', 'fashion', 'style', 'clothes', 'dress', 'ootd', '穿搭', '搭配', '时尚', '衣服'],
    subjects: [
      subject('capsule wardrobes', '胶囊衣橱|极简衣橱|capsule wardrobe|wardrobe', [
        'Build a capsule wardrobe around three base colors and one accent, so every top goes with every bottom.',
        'Start a capsule wardrobe with 30 pieces per season and count shoes and bags too.',
        'Before buying anything, name three outfits it makes with the capsule wardrobe you already own.',
      ], [
        'A capsule wardrobe works because the number of outfits grows with combinations: ten tops and five bottoms already make fifty looks.',
        'Fewer clothing choices mean fewer morning decisions, which is why many people find a capsule wardrobe calming.',
      ]),
      subject('office outfits for summer', '夏季通勤穿搭|通勤穿搭|office outfits|work clothes', [
        'Choose linen or cotton blends for summer office outfits and keep a light blazer at your desk for cold meeting rooms.',
        'Wide-leg trousers and a tucked-in shirt are the easiest office outfit on hot days.',
        'Pick loafers or sandals with a back strap for summer work outfits; they look polished and stay cool.',
      ], [
        'Linen keeps office outfits cool because its fibers wick moisture and dry quickly, though it creases easily.',
        'Loose fits are cooler than tight ones in summer because air can move between fabric and skin.',
      ]),
      subject('dressing for a petite frame', '小个子穿搭|矮个子|petite', [
        'Wear one color from top to toe to make a petite frame look taller.',
        'Choose cropped jackets and high-waisted trousers so a petite figure’s legs look longer.',
        'Have trousers hemmed to just touch the shoe; extra fabric pooling at the ankle shortens a petite frame.',
      ], [
        'Petite dressing works by lengthening vertical lines, because the eye reads an unbroken column as taller.',
        'Proportion matters more than height: splitting a petite body one to two, rather than in half, looks balanced.',
      ]),
      subject('layering in winter', '冬季叠穿|叠穿|winter layering|layers', [
        'Layer in winter with a thin base layer, a warm middle layer and a windproof coat.',
        'Choose a merino or thermal base layer over cotton, which stays cold once damp.',
        'Keep winter layers of different lengths, a shirt collar and hem peeking out, for a look that is styled, not bulky.',
      ], [
        'Layering keeps you warm because each layer traps still air, and air is an excellent insulator.',
        'Wool layers stay warm when damp because the fibers hold water inside while the surface stays dry, which cotton cannot do.',
      ]),
      subject('matching colors', '配色|颜色搭配|color matching|colours', [
        'Match colors with the 60-30-10 rule: a main color, a second color and a small accent.',
        'Neutral colors like navy, beige and grey match with everything, so build around them.',
        'Find your undertone by the veins on your wrist; blue veins suit cool colors, green veins warm colors.',
      ], [
        'Colors next to each other on the color wheel always look calm together, while opposite colors clash or pop depending on how much of each you wear.',
        'A color near the face changes how the skin looks, which is why the same color suits one person and drains another.',
      ]),
      subject('styling white sneakers', '小白鞋|白色运动鞋|white sneakers', [
        'Pair white sneakers with cropped trousers so a little ankle shows.',
        'Clean white sneakers with a melamine sponge once a week to keep them white.',
        'White sneakers work with a dress or a suit; the contrast makes the outfit look relaxed.',
      ], [
        'White sneakers go with almost anything because white is neutral and echoes the white of shirts and socks.',
        'White sneakers yellow in the sun because leftover detergent and the glue oxidize, so rinse them well and dry them in the shade.',
      ]),
    ],
    insights: [
      'Fit matters more than brand; a tailor costs less than a new jacket.',
      'Natural fibers breathe better but need more care, so the best wardrobes mix them with easy-care fabrics on purpose.',
    ],
    credentials: ['Fashion buyer', 'Personal stylist', 'Textile engineering graduate'],
  },
  {
    id: 'wellness', label: 'Health and sleep', zh: '健康', emoji: '🌿',
    keywords: ['health', 'healthy', 'sleep', 'diet', 'nutrition', 'stress', 'wellness', '健康', '睡眠', '养生'],
    subjects: [
      subject('falling asleep faster', '失眠|睡不着|insomnia|fall asleep|sleep better', [
        'Get up at the same time every day, weekends too, and falling asleep gets easier within two weeks.',
        'If you are not asleep after twenty minutes, get up and read in dim light until you feel sleepy.',
        'Stop caffeine after lunch if you struggle to fall asleep at night.',
      ], [
        'Sleep pressure builds as adenosine accumulates during the day, and caffeine blocks its receptors, which is why an afternoon coffee delays sleep.',
        'Lying awake in bed teaches the brain that the bed is for worrying, so leaving the bed helps people with insomnia fall asleep.',
      ]),
      subject('neck pain from desk work', '颈椎|颈椎病|neck pain|desk posture', [
        'Raise the screen so its top edge is at eye level; looking down all day strains the neck.',
        'Stand up and roll your shoulders every 45 minutes at the desk.',
        'Do chin tucks ten times a few times a day to ease neck pain from sitting.',
      ], [
        'The head weighs about five kilograms, and the load on the neck grows several times when it tilts forward to a screen.',
        'Most desk-related neck pain comes from holding one posture too long, not from one bad posture, so moving often matters most.',
      ]),
      subject('eating less sugar', '控糖|戒糖|less sugar|sugar', [
        'Swap sweet drinks for tea or sparkling water first; they are the biggest source of added sugar for most people.',
        'Read labels for sugar under other names: syrup, dextrose, maltose, fruit juice concentrate.',
        'Cut sugar gradually over two weeks; taste buds adjust and sweet food starts to taste too sweet.',
      ], [
        'Sugar in drinks raises blood sugar quickly without making you feel full, which is why it adds calories so easily.',
        'Sweetness preference is learned: people who cut sugar for a few weeks rate the same food as sweeter.',
      ]),
      subject('heart health after forty', '心脏健康|心血管|heart health|blood pressure', [
        'Check blood pressure once a year after forty; high blood pressure has no symptoms.',
        'Walk briskly 150 minutes a week; it is the simplest exercise for heart health.',
        'Cut salt for heart health by cooking at home more often; most salt comes from restaurant and packaged food.',
      ], [
        'Blood pressure above 130/80 is now treated as elevated, because heart risk rises steadily from well below the old cut-off.',
        'Lowering salt and exercising regularly can lower blood pressure about as much as one medicine.',
      ]),
      subject('staying hydrated', '喝水|补水|hydration|water', [
        'Keep a water bottle on your desk and refill it at set times, like every meeting.',
        'Check the color of your urine: pale yellow means you are drinking enough water.',
        'Drink a glass of water before each meal; it is the easiest habit for staying hydrated.',
      ], [
        'Thirst usually appears before real dehydration, so healthy adults can trust it to stay hydrated, except older people, whose thirst fades.',
        'About a fifth of the water we need comes from food, which is why the "eight glasses" rule overstates how much to drink.',
      ]),
      subject('managing stress', '压力|减压|stress|stress relief', [
        'Write tomorrow’s three main tasks before leaving work; an unfinished list keeps stress running at night.',
        'Breathe out longer than you breathe in for two minutes when stress peaks.',
        'Protect one stress-free hour a day with no work messages.',
      ], [
        'Slow breathing lowers stress because long exhales activate the parasympathetic system, which slows the heart.',
        'Chronic stress keeps cortisol high, which disturbs sleep and appetite long after the stressful event.',
      ]),
    ],
    insights: [
      'Sleep, movement and diet interact: improving one makes the other two easier.',
      'Most health gains come from boring habits kept for years, not from supplements.',
    ],
    credentials: ['Attending physician, internal medicine', 'Registered dietitian', 'Sleep medicine specialist'],
  },
]
