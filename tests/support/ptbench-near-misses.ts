/**
 * Near-miss pairs in PTBench's own layout, written for this project from PTBench's code (src/test_acc.py,
 * src/parse.py): `answer` = [platform, [{func: {param: [acceptable values]}}]], `query_params` and
 * `profile_params` name the gold parameters, a prediction is `{"predict": "<raw text>"}`. No PTBench data.
 */
export interface NearMiss {
  kind: string
  sample: { query: string; answer: unknown; query_params: string[]; profile_params: string[] }
  /** The raw model answer; undefined = no prediction line for this sample. */
  predict?: string
}

const taxi = {
  query: 'Get me a car to Wangjing SOHO for two of us.',
  answer: ['Didi', [{ bookTaxi: { pickupLocation: ['Home', 'Home address'], dropoffLocation: ['Wangjing SOHO'], taxiType: ['Premier'], passengers: [2] } }]],
  query_params: ['dropoffLocation', 'passengers'],
  profile_params: ['pickupLocation', 'taxiType'],
}
const right = 'pickupLocation="Home", dropoffLocation="Wangjing SOHO", taxiType="Premier", passengers=2'

const shop = {
  query: 'Order the usual quiet room, about 36 yuan a night.',
  answer: ['Ctrip', [{ bookHotel: { price: [35.995], tags: [['Quiet', 'No smoking']], breakfast: [true] } }]],
  query_params: ['price'],
  profile_params: ['tags', 'breakfast'],
}

// A platform the sandbox's catalog does not have: scored by exact match, marked not executable
const tour = {
  query: 'Book the usual weekend tour to Gubei Water Town for the family.',
  answer: ['Tuniu', [{ bookTour: { destination: ['Gubei Water Town'], travellers: [3], date: ['2026-03-07'] } }]],
  query_params: ['destination'],
  profile_params: ['travellers', 'date'],
}

export const NEAR_MISSES: NearMiss[] = [
  { kind: 'exact', sample: taxi, predict: `Didi:[bookTaxi(${right})]` },
  { kind: 'wrong platform', sample: taxi, predict: `Caocao:[bookTaxi(${right})]` },
  { kind: 'wrong tool', sample: taxi, predict: `Didi:[bookRide(${right})]` },
  { kind: 'missing parameter', sample: taxi, predict: 'Didi:[bookTaxi(pickupLocation="Home", dropoffLocation="Wangjing SOHO", passengers=2)]' },
  { kind: 'extra parameter', sample: taxi, predict: `Didi:[bookTaxi(${right}, note="quick")]` },
  { kind: 'wrong value', sample: taxi, predict: 'Didi:[bookTaxi(pickupLocation="Home", dropoffLocation="Sanlitun", taxiType="Premier", passengers=2)]' },
  { kind: 'case and a second acceptable value', sample: taxi, predict: 'Didi:[bookTaxi(pickupLocation="HOME ADDRESS", dropoffLocation="wangjing soho", taxiType="premier", passengers=2)]' },
  { kind: 'float for an int', sample: taxi, predict: `Didi:[bookTaxi(${right.replace('passengers=2', 'passengers=2.0')})]` },
  { kind: 'number as text', sample: taxi, predict: `Didi:[bookTaxi(${right.replace('passengers=2', 'passengers="2"')})]` },
  { kind: 'int within 0.01, list in another order, true as text', sample: shop, predict: "Ctrip:[bookHotel(price=36, tags=['no smoking', 'QUIET'], breakfast='true')]" },
  { kind: 'float beyond equality', sample: shop, predict: "Ctrip:[bookHotel(price=35.99, tags=['Quiet', 'No smoking'], breakfast=True)]" },
  { kind: 'two calls, the second unknown', sample: taxi, predict: `Didi:[bookTaxi(${right}), getRideStatus(rideId="ride_0001")]` },
  { kind: 'the same call twice', sample: taxi, predict: `Didi:[bookTaxi(${right}), bookTaxi(${right})]` },
  { kind: 'unparsable (JSON instead of calls)', sample: taxi, predict: '{"platform": "Didi", "functions": [{"name": "bookTaxi"}]}' },
  { kind: 'bare call without brackets', sample: taxi, predict: `Didi:bookTaxi(${right})` },
  { kind: 'bare call without a platform', sample: taxi, predict: `bookTaxi(${right})` },
  { kind: 'platform outside the catalog', sample: tour, predict: "Tuniu:[bookTour(destination='gubei water town', travellers=3, date='2026-03-08')]" },
  { kind: 'no prediction line', sample: taxi },
]

/**
 * PTBench's figures for each pair, worked out by hand from its code: [format, platform, tool names,
 * param names, param values, overall, query params right, profile params right].
 */
export const EXPECTED_PER_SAMPLE: Record<string, [number, number, number, number, number, number, number, number]> = {
  exact: [1, 1, 1, 1, 1, 1, 2, 2],
  // each column on its own: a wrong platform keeps every other credit
  'wrong platform': [1, 0, 1, 1, 1, 0, 2, 2],
  // a tool name not in the gold zeroes names and values too; no value is counted
  'wrong tool': [1, 1, 0, 0, 0, 0, 0, 0],
  'missing parameter': [1, 1, 1, 0, 0, 0, 2, 1],
  'extra parameter': [1, 1, 1, 0, 0, 0, 2, 2],
  'wrong value': [1, 1, 1, 1, 0, 0, 1, 2],
  'case and a second acceptable value': [1, 1, 1, 1, 1, 1, 2, 2],
  // 2.0 in [2] is True in Python
  'float for an int': [1, 1, 1, 1, 1, 1, 2, 2],
  // "2".lower() against the int 2: AttributeError inside the try, so a format failure
  'number as text': [0, 0, 0, 0, 0, 0, 0, 0],
  // 36 is within 0.01 of 35.995; sets compare case-folded; 'true' reads as True
  'int within 0.01, list in another order, true as text': [1, 1, 1, 1, 1, 1, 1, 2],
  // a float is compared by equality, not within 0.01
  'float beyond equality': [1, 1, 1, 1, 0, 0, 0, 2],
  // an extra call still earns platform credit; its unknown name zeroes the tool column
  'two calls, the second unknown': [1, 1, 0, 0, 0, 0, 2, 2],
  // every predicted call is checked against the gold: the right values count twice
  'the same call twice': [1, 1, 1, 1, 1, 1, 4, 4],
  'unparsable (JSON instead of calls)': [0, 0, 0, 0, 0, 0, 0, 0],
  // a single call after the colon is accepted as it is
  'bare call without brackets': [1, 1, 1, 1, 1, 1, 2, 2],
  // `{bookTaxi(...)}` is a set, not a dict
  'bare call without a platform': [0, 0, 0, 0, 0, 0, 0, 0],
  // the date is a day late: the only wrong value, profile-related
  'platform outside the catalog': [1, 1, 1, 1, 0, 0, 1, 1],
  'no prediction line': [0, 0, 0, 0, 0, 0, 0, 0],
}
