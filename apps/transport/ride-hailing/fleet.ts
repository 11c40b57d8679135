import type { Rng } from '../../kit/index.ts'
import type { CarModel, RideClass } from './flavour.ts'

/** The drivers and cars an app dispatches: common surnames, the class's car models, plates of the city the ride starts in. */

const SURNAMES: readonly (readonly [pinyin: string, hanzi: string])[] = [
  ['Wang', '王'], ['Li', '李'], ['Zhang', '张'], ['Liu', '刘'], ['Chen', '陈'], ['Yang', '杨'], ['Zhao', '赵'],
  ['Huang', '黄'], ['Zhou', '周'], ['Wu', '吴'], ['Xu', '徐'], ['Sun', '孙'], ['Ma', '马'], ['Zhu', '朱'],
  ['Hu', '胡'], ['Guo', '郭'], ['He', '何'], ['Gao', '高'], ['Lin', '林'], ['Luo', '罗'], ['Zheng', '郑'], ['Liang', '梁'],
]

/** Province abbreviation and city letter of local plates; Beijing's private plates use several letters. */
const PLATE_PREFIX: Readonly<Record<string, readonly [province: string, letters: string]>> = {
  beijing: ['京', 'ACEFGHJKLMNPQ'],
  shanghai: ['沪', 'ABCDEGHJKLMN'],
  hangzhou: ['浙', 'A'],
  shenzhen: ['粤', 'B'],
  guangzhou: ['粤', 'A'],
  foshan: ['粤', 'EY'],
  dongguan: ['粤', 'S'],
  zhuhai: ['粤', 'C'],
  chongqing: ['渝', 'ABCDF'],
  tianjin: ['津', 'ABCDEFGHJKLMN'],
  chengdu: ['川', 'AG'],
  nanjing: ['苏', 'A'],
  suzhou: ['苏', 'EU'],
  wuxi: ['苏', 'B'],
  wuhan: ['鄂', 'A'],
  xian: ['陕', 'AU'],
  changsha: ['湘', 'A'],
  qingdao: ['鲁', 'BU'],
  jinan: ['鲁', 'A'],
  xiamen: ['闽', 'D'],
  fuzhou: ['闽', 'A'],
  zhengzhou: ['豫', 'A'],
  shenyang: ['辽', 'A'],
  dalian: ['辽', 'B'],
  changchun: ['吉', 'A'],
  harbin: ['黑', 'A'],
  hefei: ['皖', 'A'],
  nanchang: ['赣', 'A'],
  kunming: ['云', 'A'],
  guiyang: ['贵', 'A'],
  nanning: ['桂', 'A'],
  ningbo: ['浙', 'B'],
  wenzhou: ['浙', 'C'],
  shijiazhuang: ['冀', 'A'],
  taiyuan: ['晋', 'A'],
  lanzhou: ['甘', 'A'],
  haikou: ['琼', 'A'],
  sanya: ['琼', 'B'],
}

// Plates never use I or O (they read as 1 and 0).
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '0123456789'

const pickChar = (rng: Rng, chars: string): string => chars[rng.int(0, chars.length - 1)]!

function plateNumber(rng: Rng, city: string, energy: CarModel['energy']): string {
  const [province, letters] = PLATE_PREFIX[city] ?? PLATE_PREFIX.beijing!
  const head = `${province}${pickChar(rng, letters)}·`
  if (energy !== 'petrol') {
    // Green new-energy plate: D or F, then five more characters, mostly digits.
    let tail = energy === 'electric' ? 'D' : 'F'
    tail += rng.chance(0.3) ? pickChar(rng, PLATE_LETTERS) : pickChar(rng, DIGITS)
    for (let i = 0; i < 4; i++) tail += pickChar(rng, DIGITS)
    return head + tail
  }
  let tail = ''
  const letterAt = rng.int(0, 4)
  for (let i = 0; i < 5; i++) tail += i === letterAt || (i === 0 && rng.chance(0.3)) ? pickChar(rng, PLATE_LETTERS) : pickChar(rng, DIGITS)
  return head + tail
}

const PHONE_PREFIXES = ['138', '139', '135', '136', '137', '150', '151', '158', '159', '186', '187', '188', '133', '153', '180', '189', '177', '199', '166']

export interface Driver {
  name: string
  rating: number
  trips: number
  phone: string
}

export interface Car {
  model: string
  color: string
  energy: CarModel['energy']
  plate: string
}

/** A driver and car of the class near the pickup, drawn from the call's rng (so a replay draws the same). */
export function dispatchDriver(rng: Rng, cls: RideClass, city: string): { driver: Driver; car: Car } {
  const [pinyin, hanzi] = rng.pick(SURNAMES)
  const model = rng.pick(cls.cars)
  const rating = Math.round(rng.float(cls.rating[0], cls.rating[1]) * 100) / 100
  const driver: Driver = {
    name: `${pinyin} (${hanzi}师傅)`,
    rating: Math.min(5, rating),
    trips: rng.int(cls.trips[0], cls.trips[1]),
    phone: `${rng.pick(PHONE_PREFIXES)}****${String(rng.int(0, 9999)).padStart(4, '0')}`,
  }
  const car: Car = { model: model.model, color: rng.pick(model.colors), energy: model.energy, plate: plateNumber(rng, city, model.energy) }
  return { driver, car }
}
