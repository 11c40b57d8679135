import { z } from 'zod'
import { deepFreeze, type ToolContext } from '../../kit/index.ts'
import { placeOrNotFound } from '../../kit/places.ts'
import { matchesWords, normQuery, priceRangeBounds, type PriceRange } from '../world/matching.ts'
import { cuisines } from '../world/cuisines.ts'
import { pointKey } from '../world/grid.ts'
import { hoursText, isOpenAt } from '../world/hours.ts'
import { restaurantsNear } from '../world/restaurants.ts'
import type { Cuisine, Restaurant } from '../world/types.ts'
import { subScores } from './reviews.ts'

/** Dianping's restaurant search: every restaurant around a place (dine-in and takeout alike), by stars and spend. */

export const DIANPING_SORTS = ['recommended', 'distance', 'rating', 'review_count', 'price_low', 'price_high'] as const

export interface DianpingSearchArgs {
  searchQuery: string
  location: string
  cuisine?: Cuisine | undefined
  sortBy?: (typeof DIANPING_SORTS)[number] | undefined
  priceRange?: PriceRange | undefined
  radiusKm?: number | undefined
  limit?: number | undefined
}

export const dianpingEntrySchema = z.object({
  restaurantId: z.string(),
  name: z.string(),
  nameZh: z.string(),
  cuisine: z.string(),
  rating: z.number().describe('Stars out of 5.'),
  scores: z.object({ taste: z.number(), environment: z.number(), service: z.number() }),
  reviewCount: z.number().int(),
  perCapita: z.number().describe('Average spend per person, CNY.'),
  distanceKm: z.number(),
  district: z.string(),
  address: z.string(),
  hours: z.string(),
  isOpen: z.boolean(),
  takesBookings: z.boolean(),
  tags: z.array(z.string()),
})

export const dianpingSearchOutput = z.object({
  location: z.object({ name: z.string(), district: z.string() }),
  total: z.number().int(),
  restaurants: z.array(dianpingEntrySchema),
})

type Entry = z.input<typeof dianpingEntrySchema>

export function dianpingEntry(ctx: ToolContext, r: Restaurant, km: number): Entry {
  const badges = r.rating >= 4.7 && r.reviewCount >= 3000 ? ['Must-Eat List (必吃榜)'] : []
  return {
    restaurantId: r.id,
    name: r.name,
    nameZh: r.nameZh,
    cuisine: cuisines[r.cuisine].en,
    rating: r.rating,
    scores: subScores(`${ctx.worldSeed}:dp:scores:${r.id}`, r.rating),
    reviewCount: r.reviewCount,
    perCapita: r.perCapita,
    distanceKm: Math.round(km * 10) / 10,
    district: r.district,
    address: r.address,
    hours: hoursText(r.opens, r.closes),
    isOpen: isOpenAt(r.opens, r.closes, ctx.now),
    takesBookings: r.reservations,
    tags: [...new Set([...badges, ...r.tags])],
  }
}

export function searchDianping(ctx: ToolContext, args: DianpingSearchArgs): z.input<typeof dianpingSearchOutput> {
  const place = placeOrNotFound(ctx.places, args.location, 'location')
  const words = normQuery(args.searchQuery)
  const sortBy = args.sortBy ?? 'recommended'
  const radius = args.radiusKm ?? 5
  const limit = args.limit ?? 10
  const slot = Math.floor(ctx.now / 1_800_000)
  const key = `dp:search:${pointKey(place)}:${place.id}:${words.join(' ')}:${args.cuisine ?? ''}:${sortBy}:${args.priceRange ?? ''}:${radius}:${limit}:${slot}`
  return ctx.memo(key, () => {
    const [lo, hi] = args.priceRange ? priceRangeBounds[args.priceRange] : [0, Infinity]
    const found = restaurantsNear(ctx, place, radius).filter(
      ({ restaurant: r }) => (!args.cuisine || r.cuisine === args.cuisine) && r.perCapita >= lo && r.perCapita < hi && (words.length === 0 || matchesWords(ctx, r, words)),
    )
    const entries = found.map(({ restaurant, km }) => dianpingEntry(ctx, restaurant, km))
    // Dianping's default weighs stars and how many people reviewed, then nearness.
    const score = (e: Entry) => e.rating * 3 + Math.log10(e.reviewCount + 1) - e.distanceKm * 0.25
    const by: Record<typeof sortBy, (a: Entry, b: Entry) => number> = {
      recommended: (a, b) => score(b) - score(a),
      distance: (a, b) => a.distanceKm - b.distanceKm,
      rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
      review_count: (a, b) => b.reviewCount - a.reviewCount,
      price_low: (a, b) => a.perCapita - b.perCapita,
      price_high: (a, b) => b.perCapita - a.perCapita,
    }
    entries.sort((a, b) => by[sortBy](a, b) || a.distanceKm - b.distanceKm || (a.restaurantId < b.restaurantId ? -1 : 1))
    return deepFreeze({ location: { name: place.name, district: place.district }, total: entries.length, restaurants: entries.slice(0, limit) })
  })
}
