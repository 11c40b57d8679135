import type { Rng } from '../kit/index.ts'
import type { TaxiType } from './fare.ts'

/** The drivers and cars Didi dispatches: common surnames, the models that dominate each class, local plates. */

const SURNAMES: readonly (readonly [pinyin: string, hanzi: string])[] = [
  ['Wang', '王'], ['Li', '李'], ['Zhang', '张'], ['Liu', '刘'], ['Chen', '陈'], ['Yang', '杨'], ['Zhao', '赵'],
  ['Huang', '黄'], ['Zhou', '周'], ['Wu', '吴'], ['Xu', '徐'], ['Sun', '孙'], ['Ma', '马'], ['Zhu', '朱'],
  ['Hu', '胡'], ['Guo', '郭'], ['He', '何'], ['Gao', '高'], ['Lin', '林'], ['Luo', '罗'], ['Zheng', '郑'], ['Liang', '梁'],
]

interface CarModel {
  model: string
  /** New-energy cars carry green plates (D = battery electric, F = plug-in hybrid). */
  energy: 'petrol' | 'electric' | 'plug_in_hybrid'
  colors: readonly string[]
}

const CARS: Readonly<Record<TaxiType, readonly CarModel[]>> = {
  Express: [
    { model: 'BYD Qin Plus EV', energy: 'electric', colors: ['white', 'silver', 'blue'] },
    { model: 'GAC Aion S', energy: 'electric', colors: ['white', 'silver'] },
    { model: 'BYD Qin Plus DM-i', energy: 'plug_in_hybrid', colors: ['white', 'grey'] },
    { model: 'Toyota Corolla', energy: 'petrol', colors: ['white', 'silver', 'black'] },
    { model: 'Volkswagen Lavida', energy: 'petrol', colors: ['white', 'silver', 'grey'] },
    { model: 'Nissan Sylphy', energy: 'petrol', colors: ['white', 'silver'] },
    { model: 'Geely Emgrand', energy: 'petrol', colors: ['white', 'blue'] },
  ],
  Premier: [
    { model: 'Toyota Camry', energy: 'petrol', colors: ['black', 'white'] },
    { model: 'Buick GL8', energy: 'petrol', colors: ['black', 'silver'] },
    { model: 'Audi A6L', energy: 'petrol', colors: ['black'] },
    { model: 'Honda Accord', energy: 'petrol', colors: ['black', 'white'] },
    { model: 'Volkswagen Passat', energy: 'petrol', colors: ['black'] },
    { model: 'BYD Han EV', energy: 'electric', colors: ['black', 'white'] },
  ],
}

/** Province abbreviation and city letter of local plates; Beijing's private plates use several letters. */
const PLATE_PREFIX: Readonly<Record<string, readonly [province: string, letters: string]>> = {
  beijing: ['京', 'ACEFGHJKLMNPQ'],
  shanghai: ['沪', 'ABCDEGHJKLMN'],
  guangzhou: ['粤', 'A'],
  shenzhen: ['粤', 'B'],
  chongqing: ['渝', 'ABCDF'],
  tianjin: ['津', 'ABCDEFGHJKLMN'],
  hangzhou: ['浙', 'A'],
  chengdu: ['川', 'A'],
  nanjing: ['苏', 'A'],
  wuhan: ['鄂', 'A'],
  xian: ['陕', 'A'],
  suzhou: ['苏', 'E'],
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

/** A driver and car near the pickup, drawn from the call's rng (so a replay draws the same). */
export function dispatchDriver(rng: Rng, taxiType: TaxiType, city: string): { driver: Driver; car: Car } {
  const [pinyin, hanzi] = rng.pick(SURNAMES)
  const model = rng.pick(CARS[taxiType])
  const rating = Math.round(rng.float(taxiType === 'Premier' ? 4.85 : 4.7, 5.0) * 100) / 100
  const driver: Driver = {
    name: `${pinyin} (${hanzi}师傅)`,
    rating: Math.min(5, rating),
    trips: rng.int(taxiType === 'Premier' ? 1500 : 300, 15000),
    phone: `${rng.pick(PHONE_PREFIXES)}****${String(rng.int(0, 9999)).padStart(4, '0')}`,
  }
  const car: Car = { model: model.model, color: rng.pick(model.colors), energy: model.energy, plate: plateNumber(rng, city, model.energy) }
  return { driver, car }
}
