import { subject, type Topic } from './topic-model.ts'

/** Training, running, ball games and the outdoors. */
export const TOPICS_SPORT: readonly Topic[] = [
  {
    id: 'fitness', label: 'Fitness', zh: '健身', emoji: '💪',
    keywords: ['fitness', 'workout', 'workouts', 'gym', 'exercise', 'training', 'muscle', 'strength', 'weight loss', '健身', '减脂', '增肌', '锻炼', '训练'],
    subjects: [
      subject('losing fat without losing muscle', '减脂|减肥|fat loss|lose weight', [
        'Eat about 300 to 500 kcal below maintenance to lose fat; a bigger deficit burns muscle too.',
        'Keep lifting weights while losing fat, so the body has a reason to keep its muscle.',
        'Eat about 1.6 g of protein per kg of body weight a day while losing fat.',
      ], [
        'Fat loss is an energy balance; exercise helps mostly by protecting muscle while you eat a little less.',
        'Scale weight swings with water and salt from day to day, so judge fat loss by the weekly average.',
      ]),
      subject('home workouts with dumbbells', '哑铃训练|居家健身|dumbbells|home workout', [
        'Adjustable dumbbells are worth it for home workouts; they replace a whole rack.',
        'A home workout with dumbbells needs only five moves: goblet squat, row, press, lunge and Romanian deadlift.',
        'Slow the lowering part of each dumbbell rep to three seconds when the weights get too light.',
      ], [
        'Muscles grow from effort close to failure, not from a specific weight, which is why light dumbbells still work with more reps.',
        'Dumbbells train each side on its own, which exposes and evens out strength differences between the arms.',
      ]),
      subject('fixing desk-job posture', '体态矫正|圆肩驼背|posture|hunchback', [
        'Do band pull-aparts twice a day to strengthen the upper back that desk work weakens.',
        'Stretch the chest in a doorway for thirty seconds after each long sitting session; a tight chest pulls posture forward.',
        'Set the chair so your hips are slightly above your knees and posture takes less effort.',
      ], [
        'Rounded shoulders come from tight chest muscles and weak upper-back muscles, so posture improves by training both.',
        'There is no single perfect posture; the best posture is the next one, because holding any position for hours causes stiffness.',
      ]),
      subject('squats with good form', '深蹲|深蹲姿势|squat|squats', [
        'Squat with your feet shoulder-width apart and toes turned out slightly.',
        'Let the knees travel forward over the toes in a squat; forcing them back tips you over.',
        'Film your squats from the side to check that your back stays neutral at the bottom.',
      ], [
        'Knees going past the toes in a squat is safe for healthy knees; research shows stopping it shifts stress to the lower back.',
        'Squat depth depends on ankle and hip mobility, which is why some people squat deeper with their heels raised.',
      ]),
      subject('beginner training splits', '新手训练计划|分化训练|training plan|workout plan', [
        'Beginners should start with three full-body sessions a week rather than a split by body part.',
        'Add a little weight or one rep each week, and write every training session down.',
        'Rest at least one day between full-body training sessions so muscles recover.',
      ], [
        'Beginners gain strength quickly because the nervous system learns to use muscle fibers it already has, so full-body training several times a week works best.',
        'Splits by body part train each muscle once a week, which suits advanced lifters who need more volume per session.',
      ]),
      subject('pull-ups from zero', '引体向上|pull-up|pull-ups|chin-up', [
        'Start pull-ups with dead hangs and slow negatives: jump up, then lower yourself over five seconds.',
        'Use a resistance band around the bar and knee, and pick thinner bands as pull-ups get easier.',
        'Practice pull-ups three times a week in short sets, stopping well before failure.',
      ], [
        'Pull-ups are hard because they lift your whole body weight, so losing a few kilos helps as much as training.',
        'Lowering slowly builds strength faster than lifting, which is why negative pull-ups are the usual first step.',
      ]),
    ],
    insights: [
      'Consistency beats intensity: three sessions a week for a year change more than one brutal month.',
      'Tendons adapt more slowly than muscles, which is why beginners who progress too fast often get hurt in the second month.',
    ],
    credentials: ['NSCA-certified strength coach', 'Sports medicine physician', 'Personal trainer, 9 years'],
  },
  {
    id: 'running', label: 'Running', zh: '跑步', emoji: '🏃',
    keywords: ['running', 'run', 'runs', 'runner', 'jogging', 'race', '跑步', '跑者', '慢跑', '长跑'],
    subjects: [
      subject('training for a first 5K', '5公里|五公里|5K|couch to 5K', [
        'Alternate one minute of running with two of walking, and extend the running by a minute each week until you run 5K.',
        'Run three times a week for your first 5K, never on two days in a row.',
        'Run slowly enough to talk in full sentences; most 5K beginners run too fast and quit.',
      ], [
        'A first 5K takes about eight weeks for most beginners, because the heart and lungs adapt faster than bones and tendons.',
        'Easy runs build the aerobic base that 5K race pace depends on, which is why most training should feel easy.',
      ]),
      subject('preparing for a first marathon', '马拉松|全马|半马|marathon|half marathon', [
        'Give yourself 16 to 20 weeks to prepare for a first marathon, after a year of regular running.',
        'Build the weekly long run slowly, to about 30 to 32 km three weeks before the marathon.',
        'Practice marathon race-day food on long runs: take a gel every 40 minutes to see what your stomach accepts.',
      ], [
        'Most marathon runners slow down after 30 km because the muscles run out of stored glycogen, which is why fueling during the race matters.',
        'Tapering, cutting mileage in the last two to three weeks before a marathon, lets muscles repair so you start fresh.',
      ]),
      subject('stretching after runs', '跑后拉伸|拉伸|stretching|cool down', [
        'Walk for five minutes after a run before stretching, so your heart rate comes down.',
        'Stretch calves, hamstrings, quads and hips after runs, holding each stretch for thirty seconds.',
        'Use a foam roller on tight calves on rest days rather than stretching hard after runs.',
      ], [
        'Stretching after runs does not prevent soreness, but regular stretching keeps the range of motion that running slowly reduces.',
        'Muscle soreness a day or two after a run comes from small muscle damage and fades as you adapt, whatever stretching you do.',
      ]),
      subject('choosing running shoes', '跑鞋|跑鞋推荐|running shoes|trainers', [
        'Buy running shoes in the afternoon, when your feet are largest, and leave a thumb’s width at the toe.',
        'Choose running shoes by comfort in the shop; comfort predicts fewer injuries better than shoe type.',
        'Replace running shoes every 600 to 800 km, when the midsole feels flat.',
      ], [
        'Studies found that choosing running shoes by comfort works better than choosing by foot shape or arch.',
        'Thick, soft running shoes change how the foot lands, which is why switching to minimal shoes needs a slow transition.',
      ]),
      subject('knee pain from running', '跑步膝盖疼|跑步膝|runner’s knee|knee pain', [
        'Cut running distance by half when knee pain starts, rather than stopping completely.',
        'Strengthen hips and quads twice a week; weak hips are a common cause of runner’s knee.',
        'Take shorter, quicker steps to reduce the load on the knee with every stride.',
      ], [
        'Runner’s knee is irritation behind the kneecap from load rising faster than the tissue adapts, so it usually follows a jump in mileage.',
        'Recreational running does not wear out healthy knees; runners have lower rates of knee arthritis than sedentary people.',
      ]),
      subject('running in winter', '冬季跑步|冬跑|winter running|cold weather running', [
        'Dress for running in winter as if it were ten degrees warmer; you heat up after a kilometer.',
        'Start winter runs into the wind and finish with it at your back, so you are not cold and sweaty at the end.',
        'Warm up indoors for five minutes before a winter run, when muscles are stiff from the cold.',
      ], [
        'Cold air is dry, and breathing it fast can irritate the airways, which is why a buff over the mouth helps when running in winter.',
        'Running in winter burns a little more energy because the body works to stay warm, so winter runs feel harder at the same pace.',
      ]),
    ],
    insights: [
      'Most running injuries come from doing too much too soon; increasing weekly distance by about 10% is a safe rule of thumb.',
      'Easy running should make up most training, because aerobic fitness grows from time on your feet, not from suffering.',
    ],
    credentials: ['Marathon runner, 2:58 PB', 'Running coach', 'Sports medicine physician'],
  },
  {
    id: 'ballsports', label: 'Ball sports', zh: '球类运动', emoji: '🏀',
    keywords: ['basketball', 'football', 'soccer', 'badminton', 'tennis', 'ball', 'sport', 'sports', '篮球', '足球', '羽毛球', '乒乓球', '打球', '运动'],
    subjects: [
      subject('basketball footwork', '篮球脚步|篮球训练|basketball|footwork', [
        'Practice the jab step and the drop step for ten minutes before every basketball session.',
        'Do basketball footwork drills slowly until they are clean, then speed them up.',
        'Learn to pivot on both feet; a one-footed player is easy to defend on the basketball court.',
      ], [
        'Footwork creates space in basketball before the ball moves, which is why good players look unhurried.',
        'Basketball footwork is a motor skill, so short daily drills teach it better than one long session a week.',
      ]),
      subject('jumping higher for basketball', '弹跳|篮球弹跳|vertical jump|jump higher', [
        'Train squats and jumps in the same session: heavy squats first, then a few explosive jumps.',
        'Do box jumps and depth jumps twice a week with full rest between sets to jump higher.',
        'Stop a jump session as soon as jumps get lower; tired jumping teaches slow jumping.',
      ], [
        'Jump height comes from how fast you produce force, so strength training and explosive jumps together work best.',
        'Tendons store and release energy like springs, which is why a quick dip before a jump gets you higher than a slow one.',
      ]),
      subject('pickup football fitness', '踢球体能|足球训练|football fitness|soccer fitness', [
        'Train football fitness with intervals: thirty seconds of sprinting and a minute of jogging, eight times.',
        'Do single-leg balance and calf raises to protect ankles and knees on the football pitch.',
        'Warm up for ten minutes with jogging and dynamic stretches before a pickup football game.',
      ], [
        'Football is an interval sport, with sprints between jogging, so steady jogging alone does not prepare you for a game.',
        'Most amateur football injuries happen in the last fifteen minutes, when fitness and concentration drop.',
      ]),
      subject('badminton for beginners', '羽毛球入门|羽毛球|badminton', [
        'Hold the badminton racket loosely and squeeze only when you hit; a tight grip kills power.',
        'Return to the center of the badminton court after every shot.',
        'Learn the high clear first; it buys time in every badminton rally.',
      ], [
        'Badminton power comes from forearm rotation and wrist snap, not from swinging the whole arm.',
        'A shuttlecock slows down sharply because of its feathers, which is why badminton rallies change pace so suddenly.',
      ]),
      subject('avoiding ankle sprains', '崴脚|脚踝扭伤|ankle sprain|ankle', [
        'Do single-leg balance exercises three times a week to prevent ankle sprains.',
        'Tape or brace the ankle for a few months after a sprain when you return to ball games.',
        'Replace court shoes when the sole wears smooth; slipping causes many ankle sprains.',
      ], [
        'A sprained ankle is more likely to sprain again because the sense of joint position is damaged, and balance training restores it.',
        'Most ankle sprains happen when landing on someone else’s foot, which is why basketball has so many of them.',
      ]),
      subject('table tennis serves', '乒乓球发球|乒乓球|table tennis|ping pong', [
        'Practice three table tennis serves: short backspin, long topspin and a sidespin.',
        'Toss the ball at least 16 cm straight up when serving in table tennis, or the serve is illegal.',
        'Serve with the same motion for different spins so the opponent cannot read the serve.',
      ], [
        'Spin changes how a table tennis ball bounces, because friction with the table grips the spinning ball.',
        'The table tennis rules require the toss and a visible ball so serves can be read, which is why hiding the serve is a fault.',
      ]),
    ],
    insights: [
      'Ball sports are intervals of sprints and pauses, so training them with steady cardio alone leaves you short of breath in games.',
      'Warming up with the movements of the game protects ankles and knees better than static stretching.',
    ],
    credentials: ['Basketball coach, university team', 'Physical education teacher', 'Sports physiotherapist'],
  },
  {
    id: 'outdoors', label: 'Hiking and the outdoors', zh: '户外徒步', emoji: '🥾',
    keywords: ['hiking', 'hike', 'hikes', 'trail', 'mountain', 'outdoor', 'outdoors', 'camping', 'trek', '徒步', '户外', '爬山', '登山', '露营'],
    subjects: [
      subject('hiking near Beijing', '北京徒步|北京周边徒步|Beijing hikes|Xiangshan', [
        'For a first hike near Beijing, try Fragrant Hills or the Phoenix Ridge trails; both are reachable by subway and bus.',
        'Start hikes near Beijing early in summer; after noon the heat and crowds are both worse.',
        'Check the air quality before hiking near Beijing and move the hike on heavy haze days.',
      ], [
        'The Western Hills around Beijing are the eastern edge of the Taihang range, which is why steep trails start less than an hour from the city.',
        'Beijing’s mountains are driest in spring and autumn, the best hiking seasons, when the sky is clearest.',
      ]),
      subject('the wild Great Wall', '野长城|长城徒步|Great Wall|Jiankou', [
        'Hike the wild Great Wall at Jiankou only with a guide or someone who knows the route; some sections are crumbling.',
        'Wear shoes with good grip on the wild Great Wall; loose bricks and steep steps cause most falls.',
        'Hike from Jinshanling to Simatai if you want the Great Wall without repairs or crowds.',
      ], [
        'Most of the Great Wall seen today was built in the Ming dynasty, and unrestored wild sections show how it looked after centuries of weather.',
        'Hiking the wild Great Wall is officially discouraged on some sections to protect them, so check current rules before going.',
      ]),
      subject('camping for beginners', '露营|新手露营|camping|tent', [
        'Practice pitching the tent at home before the first camping trip.',
        'Bring a camping pad rated for the season; the cold ground takes more heat than the air.',
        'Pick a campsite with toilets and water for your first camping trips.',
      ], [
        'When camping, people get cold at night mostly through the ground, which is why a good pad matters more than a thick sleeping bag.',
        'Condensation inside a tent comes from your own breath, so opening the vents keeps the tent drier than closing it.',
      ]),
      subject('hiking gear for beginners', '徒步装备|登山装备|hiking gear|hiking boots', [
        'Hiking gear starts with shoes: trail runners or light boots that you have broken in.',
        'Dress for hiking in layers: a quick-dry shirt, a fleece and a rain jacket.',
        'Carry a headlamp, a power bank and more water than you expect when hiking.',
      ], [
        'Cotton is the classic hiking gear mistake: it holds sweat and chills you once you stop walking.',
        'A kilogram on the feet costs as much energy as several kilograms in the pack, which is why light hiking shoes are popular.',
      ]),
      subject('sunrise on Mount Tai', '泰山日出|泰山|Mount Tai|Taishan', [
        'Start climbing Mount Tai around 10 p.m. from the Red Gate to reach the summit before sunrise.',
        'Rent a heavy coat at the top of Mount Tai; the summit is freezing before dawn even in summer.',
        'Take the cable car down from Mount Tai to save your knees after the night climb.',
      ], [
        'Mount Tai was where emperors held the Fengshan sacrifices to heaven, which is why the summit path is lined with inscriptions.',
        'The sunrise on Mount Tai is often hidden by cloud, and clear dawns are most likely in autumn.',
      ]),
      subject('altitude sickness on the plateau', '高原反应|高反|altitude sickness|Tibet|Qinghai', [
        'Spend a rest day at around 3,000 m before going higher; altitude sickness follows a fast ascent.',
        'Avoid alcohol and hot showers on your first night at altitude; both make altitude sickness worse.',
        'Ask a doctor about acetazolamide before a trip to the plateau if you have had altitude sickness before.',
      ], [
        'Altitude sickness depends on how fast you ascend, not how fit you are, which is why athletes get it too.',
        'Thin air at 4,000 m on the plateau holds about 40% less oxygen per breath, and the body needs days to make more red blood cells.',
      ]),
    ],
    insights: [
      'Tell someone your route and return time before any hike; most outdoor rescues start with nobody knowing where to look.',
      'Weather changes faster in the mountains than in the city, so turning back early is part of a good hike.',
    ],
    credentials: ['Outdoor leader, 10 years of trips', 'Mountain rescue volunteer', 'Travel and hiking blogger'],
  },
]
