import { hashString, type Rng } from '../../kit/index.ts'
import { unit } from '../world/geo.ts'

/**
 * What the rental companies on Ctrip rent out: eHi (一嗨租车) and CAR Inc. (神州租车), with the
 * models that fill each class, cheapest first, at typical Beijing weekday rates.
 */
export const VEHICLE_MODELS = ['sedan', 'suv', 'sports car'] as const
export type VehicleModel = (typeof VEHICLE_MODELS)[number]
export const CAR_TYPES = ['comfort', 'luxury'] as const
export type CarType = (typeof CAR_TYPES)[number]
export const PRICE_RANGES = ['low', 'high'] as const
export type PriceRange = (typeof PRICE_RANGES)[number]

export interface CarModel {
  name: string
  seats: number
  /** Beijing weekday rate per day, CNY. */
  daily: number
  /** Pre-authorized on the card at pickup and released after return. */
  deposit: number
}

export const MODELS: Readonly<Record<VehicleModel, Readonly<Record<CarType, readonly CarModel[]>>>> = {
  sedan: {
    comfort: [
      { name: 'Volkswagen Lavida', seats: 5, daily: 118, deposit: 3000 },
      { name: 'Toyota Corolla', seats: 5, daily: 138, deposit: 3000 },
      { name: 'Nissan Sylphy', seats: 5, daily: 128, deposit: 3000 },
      { name: 'Volkswagen Passat', seats: 5, daily: 228, deposit: 5000 },
      { name: 'Toyota Camry', seats: 5, daily: 258, deposit: 5000 },
    ],
    luxury: [
      { name: 'BMW 3 Series', seats: 5, daily: 428, deposit: 10000 },
      { name: 'Mercedes-Benz C-Class', seats: 5, daily: 458, deposit: 10000 },
      { name: 'Audi A6L', seats: 5, daily: 598, deposit: 10000 },
      { name: 'BMW 5 Series', seats: 5, daily: 688, deposit: 15000 },
      { name: 'Mercedes-Benz E-Class', seats: 5, daily: 728, deposit: 15000 },
    ],
  },
  suv: {
    comfort: [
      { name: 'Haval H6', seats: 5, daily: 168, deposit: 3000 },
      { name: 'Volkswagen Tiguan L', seats: 5, daily: 228, deposit: 5000 },
      { name: 'Honda CR-V', seats: 5, daily: 238, deposit: 5000 },
      { name: 'Toyota Highlander', seats: 7, daily: 368, deposit: 5000 },
    ],
    luxury: [
      { name: 'BMW X3', seats: 5, daily: 558, deposit: 10000 },
      { name: 'Audi Q5L', seats: 5, daily: 568, deposit: 10000 },
      { name: 'Mercedes-Benz GLE', seats: 5, daily: 1088, deposit: 20000 },
      { name: 'BMW X5', seats: 5, daily: 1128, deposit: 20000 },
    ],
  },
  'sports car': {
    comfort: [
      { name: 'Ford Mustang 2.3T', seats: 4, daily: 688, deposit: 10000 },
      { name: 'BMW Z4', seats: 2, daily: 988, deposit: 15000 },
    ],
    luxury: [
      { name: 'Porsche 718 Boxster', seats: 2, daily: 1688, deposit: 30000 },
      { name: 'Porsche 911 Carrera', seats: 4, daily: 2888, deposit: 50000 },
    ],
  },
}

export interface RentalBrand {
  key: string
  name: string
  zh: string
  /** Against the market rate: CAR Inc. runs a newer, slightly dearer fleet. */
  factor: number
}

export const RENTAL_BRANDS: readonly RentalBrand[] = [
  { key: 'ehi', name: 'eHi Car Services', zh: '一嗨租车', factor: 1 },
  { key: 'car_inc', name: 'CAR Inc.', zh: '神州租车', factor: 1.08 },
]

/** Cars of a model a store has free on a day, before this session's rentals. */
export function carsFree(worldSeed: string, storeId: string, model: CarModel, vehicle: VehicleModel, date: string): number {
  const u = unit(hashString(`${worldSeed}:cars:${storeId}:${model.name}:${date}`))
  if (vehicle === 'sports car') return u < 0.25 ? 0 : u < 0.7 ? 1 : 2
  if (model.daily >= 400) return 1 + Math.floor(u * 4)
  return 2 + Math.floor(u * 9)
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

/** A local plate: province (and city letter), a dot, five characters. */
export function rentalPlate(rng: Rng, prefix: string): string {
  const head = prefix.length === 1 ? prefix + PLATE_LETTERS[rng.int(0, 11)] : prefix
  let tail = ''
  for (let i = 0; i < 5; i++) tail += i === rng.int(0, 4) ? PLATE_LETTERS[rng.int(0, PLATE_LETTERS.length - 1)] : String(rng.int(0, 9))
  return `${head}·${tail}`
}
