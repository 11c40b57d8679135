import { z } from 'zod'
import { defineTool, hashString, type PlaceKind, type Tool } from '../../kit/index.ts'
import type { MapsState } from './favorites-state.ts'
import type { MapsFlavour } from './flavour.ts'
import { resolveLocation } from './plan.ts'
import { placesNear } from './poi.ts'
import { locationText, placeOut, placeView } from './route-tools.ts'
import { round1 } from './route-types.ts'

/** Points of interest of a kind around a place, nearest first, with the walk to each and the app's own rating. */

export const POI_CATEGORIES = ['restaurant', 'cafe', 'cinema', 'theater', 'mall', 'hotel', 'gym', 'park', 'hospital', 'station', 'airport', 'university', 'landmark', 'stadium', 'office'] as const

export function searchNearbyTool(f: MapsFlavour, appId: string): Tool<MapsState> {
  return defineTool({
    name: 'searchNearby',
    description: `Finds places of a kind (restaurants, cafes, cinemas, hotels, stations...) around a location, nearest first, with the walking distance and ${f.brand}'s rating.`,
    effect: 'read',
    input: z.object({
      location: locationText('place to search around'),
      category: z.enum(POI_CATEGORIES).describe('The kind of place to find.'),
      radiusKm: z.number().min(0.1).max(20).optional().describe(`Search radius in km (default ${f.defaultRadiusKm}).`),
      limit: z.number().int().min(1).max(20).optional().describe('At most this many results (default 10).'),
    }),
    output: z.object({
      center: placeOut,
      category: z.enum(POI_CATEGORIES),
      radiusKm: z.number(),
      count: z.number().int(),
      results: z.array(
        z.object({
          placeId: z.string(),
          name: z.string(),
          nameZh: z.string().optional(),
          address: z.string().optional(),
          district: z.string(),
          distanceKm: z.number(),
          walkingMin: z.number().int(),
          rating: z.number(),
        }),
      ),
      note: z.string().optional(),
    }),
    run(state: MapsState, args, ctx) {
      const center = resolveLocation(state, ctx, args.location, 'location')
      const radius = args.radiusKm ?? f.defaultRadiusKm
      const found = placesNear(ctx, center, args.category as PlaceKind, radius)
        .filter((x) => x.place.id !== center.id)
        .slice(0, args.limit ?? 10)
      const results = found.map(({ place: p, km }) => {
        const walkKm = km * 1.25
        return {
          placeId: p.id,
          name: p.name,
          ...(p.nameZh ? { nameZh: p.nameZh } : {}),
          ...(p.address ? { address: p.address } : {}),
          district: p.district,
          distanceKm: round1(walkKm),
          walkingMin: Math.max(1, Math.round((walkKm / f.walkKmh) * 60)),
          // Each app's users rate a place a little differently: 3.8-4.9, stable per app and place.
          rating: (38 + (hashString(`${appId}:${p.id}`) % 12)) / 10,
        }
      })
      return {
        center: placeView(center),
        category: args.category,
        radiusKm: radius,
        count: results.length,
        results,
        ...(results.length === 0 ? { note: `No ${args.category} found within ${radius} km of ${center.name}; try a larger radius.` } : {}),
      }
    },
  })
}
