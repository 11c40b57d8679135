import { z } from 'zod'
import { deepFreeze, type Place, type ToolContext } from '../../kit/index.ts'
import { placeOrNotFound } from '../../kit/places.ts'
import { cuisines } from '../world/cuisines.ts'
import { pointKey, roadKm } from '../world/grid.ts'
import { clockOf, hoursText, isBadWeather, isOpenAt, minuteOfDay, nextOpening } from '../world/hours.ts'
import { matchesWords, normQuery, priceRangeBounds, type PriceRange } from '../world/matching.ts'
import { restaurantsNear } from '../world/restaurants.ts'
import type { Cuisine, Restaurant } from '../world/types.ts'
import { deliveryFeeOf, etaMinutes, minOrderOf, offerText, platformRating, platformSales, type TakeoutPlatform } from './platform.ts'

/** Which restaurants deliver to an address, filtered and sorted as the app's list shows them. */

export const TAKEOUT_SORTS = ['recommended', 'distance', 'rating', 'delivery_time', 'sales'] as const
export interface SearchArgs {
  searchQuery: string
  location: string
  cuisine?: Cuisine | undefined
  sortBy?: (typeof TAKEOUT_SORTS)[number] | undefined
  priceRange?: PriceRange | undefined
  limit?: number | undefined
}

export const restaurantEntrySchema = z.object({
  restaurantId: z.string(),
  name: z.string(),
  nameZh: z.string(),
  cuisine: z.string(),
  rating: z.number(),
  monthlySales: z.number().int(),
  perCapita: z.number().describe('Typical spend per person, CNY.'),
  distanceKm: z.number(),
  estimatedDeliveryMin: z.number().int(),
  deliveryFee: z.number(),
  minOrder: z.number(),
  offers: z.array(z.string()),
  isOpen: z.boolean(),
  hours: z.string(),
  opensAt: z.string().optional().describe('When a closed restaurant opens next; it takes scheduled orders for then.'),
  tags: z.array(z.string()),
})

export const searchOutputSchema = z.object({
  deliveryAddress: z.object({ name: z.string(), district: z.string() }),
  total: z.number().int().describe('How many restaurants match; the list shows the first `limit`.'),
  restaurants: z.array(restaurantEntrySchema),
})
type Entry = z.input<typeof restaurantEntrySchema>

/** Restaurants on the platform that deliver to a point, nearest first, with road distance. */
export function deliverableFrom(ctx: ToolContext, p: TakeoutPlatform, point: Place): readonly { r: Restaurant; km: number }[] {
  return ctx.memo(`takeout:reach:${pointKey(point)}`, () =>
    deepFreeze(
      restaurantsNear(ctx, point, p.radiusKm / 1.3)
        .filter((x) => p.listed(x.restaurant))
        .map((x) => ({ r: x.restaurant, km: Math.max(0.1, roadKm(x.km)) }))
        .filter((x) => x.km <= p.radiusKm),
    ),
  )
}

export function restaurantEntry(ctx: ToolContext, p: TakeoutPlatform, r: Restaurant, km: number): Entry {
  const conditions = { at: ctx.now, weather: ctx.user.environment.weather }
  const open = isOpenAt(r.opens, r.closes, ctx.now)
  return {
    restaurantId: r.id,
    name: r.name,
    nameZh: r.nameZh,
    cuisine: cuisines[r.cuisine].en,
    rating: platformRating(p, r),
    monthlySales: platformSales(p, r),
    perCapita: r.perCapita,
    distanceKm: km,
    estimatedDeliveryMin: etaMinutes(p, r, km, conditions),
    deliveryFee: deliveryFeeOf(p, km, conditions),
    minOrder: minOrderOf(p, r),
    offers: offerText(r.offers),
    isOpen: open,
    hours: hoursText(r.opens, r.closes),
    ...(open ? {} : { opensAt: clockOf(minuteOfDay(nextOpening(r.opens, r.closes, ctx.now))) }),
    tags: [...r.tags],
  }
}

export function searchRestaurants(ctx: ToolContext, p: TakeoutPlatform, args: SearchArgs): z.input<typeof searchOutputSchema> {
  const place = placeOrNotFound(ctx.places, args.location, 'location')
  const words = normQuery(args.searchQuery)
  const sortBy = args.sortBy ?? 'recommended'
  const limit = args.limit ?? 10
  // Opening hours, rush hours and night fees change on the half hour; weather changes fees and times.
  const slot = Math.floor(ctx.now / 1_800_000)
  const key = `takeout:search:${pointKey(place)}:${place.id}:${words.join(' ')}:${args.cuisine ?? ''}:${sortBy}:${args.priceRange ?? ''}:${limit}:${slot}:${isBadWeather(ctx.user.environment.weather)}`
  return ctx.memo(key, () => {
    const [lo, hi] = args.priceRange ? priceRangeBounds[args.priceRange] : [0, Infinity]
    const matching = deliverableFrom(ctx, p, place).filter(
      ({ r }) => (!args.cuisine || r.cuisine === args.cuisine) && r.perCapita >= lo && r.perCapita < hi && (words.length === 0 || matchesWords(ctx, r, words)),
    )
    const entries = matching.map(({ r, km }) => ({ entry: restaurantEntry(ctx, p, r, km), r }))
    const score = (e: Entry) => e.rating * 2 + Math.log10(e.monthlySales + 1) - e.distanceKm * 0.3
    const by: Record<typeof sortBy, (a: Entry, b: Entry) => number> = {
      recommended: (a, b) => score(b) - score(a),
      distance: (a, b) => a.distanceKm - b.distanceKm,
      rating: (a, b) => b.rating - a.rating || b.monthlySales - a.monthlySales,
      delivery_time: (a, b) => a.estimatedDeliveryMin - b.estimatedDeliveryMin,
      sales: (a, b) => b.monthlySales - a.monthlySales,
    }
    // Closed restaurants sink to the bottom, as in the apps; ties go to the nearer, then the id.
    entries.sort(
      (a, b) => Number(b.entry.isOpen) - Number(a.entry.isOpen) || by[sortBy](a.entry, b.entry) || a.entry.distanceKm - b.entry.distanceKm || (a.r.id < b.r.id ? -1 : 1),
    )
    return deepFreeze({
      deliveryAddress: { name: place.name, district: place.district },
      total: entries.length,
      restaurants: entries.slice(0, limit).map((e) => e.entry),
    })
  })
}
