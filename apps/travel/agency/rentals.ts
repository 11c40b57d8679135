import { conflict, DAY, toDate, type ToolContext } from '../../kit/index.ts'
import { carsFree, MODELS, RENTAL_BRANDS, type CarModel, type CarType, type PriceRange, type RentalBrand, type VehicleModel } from '../cars/fleet.ts'
import { greatCircleKm, round2 } from '../world/geo.ts'
import { airportsOf, stationsOf, type Hub } from '../world/hubs.ts'
import type { TravelPoint } from '../world/locate.ts'
import type { AgencyState } from './types.ts'

/**
 * A car rental quote: the rental companies' stores at the station, airport or town-centre spot
 * nearest the pickup; the model by class and price range; days enough to drive a one-way trip; a
 * one-way fee when the car is left in another city (异地还车费).
 */
export interface Store {
  id: string
  name: string
  zh: string
  brand: RentalBrand
  km: number
}

function storeSites(ctx: ToolContext, at: TravelPoint): { id: string; name: string; zh: string; lat: number; lng: number }[] {
  const city = at.city
  const hubs: Hub[] = [...stationsOf(ctx, city), ...airportsOf(ctx, city)]
  const town = city.landmarks ?? ctx.places.near(at, 'mall', 3).filter((p) => p.city === city.id).map((p) => ({ id: p.id, name: p.name, zh: p.nameZh ?? p.name, lat: p.lat, lng: p.lng }))
  return [...hubs, ...town]
}

export function nearestStores(ctx: ToolContext, at: TravelPoint): Store[] {
  // The nearest site is static world data of the point: memoized.
  const site = ctx.memo(`rental-site:${at.city.id}:${at.lat},${at.lng}`, () => {
    let best: { s: ReturnType<typeof storeSites>[number]; km: number } | undefined
    for (const s of storeSites(ctx, at)) {
      const km = greatCircleKm(at, s)
      if (!best || km < best.km || (km === best.km && s.id < best.s.id)) best = { s, km }
    }
    return best!
  })
  return RENTAL_BRANDS.map((brand) => ({
    id: `${brand.key}_${site.s.id}`, name: `${brand.name} ${site.s.name} Store`, zh: `${brand.zh}(${site.s.zh}店)`, brand, km: Math.round(site.km * 10) / 10,
  }))
}

const INSURANCE: Readonly<Record<VehicleModel, Readonly<Record<CarType, number>>>> = {
  sedan: { comfort: 50, luxury: 100 },
  suv: { comfort: 60, luxury: 100 },
  'sports car': { comfort: 150, luxury: 200 },
}
/** Cleaning and preparation, per rental. */
export const RENTAL_SERVICE_FEE = 35
/** A day's drive on a one-way rental. */
const KM_PER_DAY = 500

export interface RentalQuote {
  store: Store
  model: CarModel
  days: number
  dailyRate: number
  insurance: number
  oneWayFee: number
  roadKm: number
  total: number
}

function weekendOrHoliday(ms: number): number {
  const date = toDate(ms)
  const md = date.slice(5)
  if (md === '01-01' || (md >= '05-01' && md <= '05-05') || (md >= '10-01' && md <= '10-07')) return 1.3
  const weekday = new Date(Date.parse(`${date}T00:00:00+08:00`)).getUTCDay()
  return weekday === 5 || weekday === 6 || weekday === 0 ? 1.15 : 1
}

/** Cars of the store's model this session already has out on the day. */
function heldCars(state: AgencyState, storeId: string, model: string, date: string): number {
  let n = 0
  for (const b of Object.values(state.bookings)) if (b.kind === 'car' && b.status === 'confirmed' && b.storeId === storeId && b.model === model && b.pickupAt.slice(0, 10) === date) n++
  return n
}

export function quoteRental(
  ctx: ToolContext, state: AgencyState, pickup: TravelPoint, dropoff: TravelPoint, pickupAt: number,
  vehicle: VehicleModel, carType: CarType, range: PriceRange,
): RentalQuote {
  const stores = nearestStores(ctx, pickup)
  const oneWay = pickup.city.id !== dropoff.city.id
  const roadKm = Math.round(greatCircleKm(pickup, dropoff) * 1.25)
  const days = oneWay ? Math.max(1, Math.ceil(roadKm / KM_PER_DAY)) : 1
  const oneWayFee = oneWay ? Math.max(300, Math.round((roadKm * 0.8) / 10) * 10) : 0
  const date = toDate(pickupAt)
  const models = [...MODELS[vehicle][carType]].sort((a, b) => a.daily - b.daily)
  // 'low' takes the cheapest model with a car free; 'high' the top of the class.
  if (range === 'high') models.reverse()
  for (const model of models) {
    const offers = stores
      .filter((s) => carsFree(ctx.worldSeed, s.id, model, vehicle, date) - heldCars(state, s.id, model.name, date) > 0)
      .map((store) => {
        const dailyRate = Math.round(model.daily * store.brand.factor * Math.min(1, pickup.city.priceLevel + 0.1) * weekendOrHoliday(pickupAt))
        const insurance = INSURANCE[vehicle][carType] * days
        return { store, model, days, dailyRate, insurance, oneWayFee, roadKm, total: round2(dailyRate * days + insurance + RENTAL_SERVICE_FEE + oneWayFee) }
      })
      .sort((a, b) => (range === 'high' ? b.total - a.total : a.total - b.total))
    if (offers.length > 0) return offers[0]!
  }
  throw conflict(`No ${carType} ${vehicle} is free at ${stores.map((s) => s.name).join(' or ')} on ${date}; try another class or day`)
}

export const returnTime = (pickupAt: number, days: number): number => pickupAt + days * DAY
