import { z } from 'zod'
import { conflict, defineTool, notFound, ownEntry, toDisplay, toIso, type Tool } from '../../kit/index.ts'
import type { Favorite, MapsState } from './favorites-state.ts'
import type { MapsFlavour } from './flavour.ts'
import { resolveLocation } from './plan.ts'
import { locationText, placeOut, placeView } from './route-tools.ts'

/** Favourite places: saved by a name the user picks, listed, deleted; routes accept the name as a location. */

const favoriteOut = z.object({
  favoriteId: z.string(),
  name: z.string(),
  place: placeOut.extend({ address: z.string().optional(), lat: z.number(), lng: z.number() }),
  savedAt: z.string(),
  note: z.string().optional(),
})

const view = (fav: Favorite): z.input<typeof favoriteOut> => ({
  favoriteId: fav.favoriteId,
  name: fav.name,
  place: { ...placeView(fav.place), ...(fav.place.address ? { address: fav.place.address } : {}), lat: fav.place.lat, lng: fav.place.lng },
  savedAt: toDisplay(Date.parse(fav.savedAt)),
  ...(fav.note ? { note: fav.note } : {}),
})

export function saveFavoritePlaceTool(f: MapsFlavour): Tool<MapsState> {
  return defineTool({
    name: 'saveFavoritePlace',
    description: 'Saves a place to favourites under a name of your choice (e.g. "Mom\'s place"); the name then works as a start or destination in getRoute, getDistance and searchNearby.',
    effect: 'write',
    input: z.object({
      name: z.string().trim().min(1).max(60).describe("The favourite's name, e.g. 'Mom's place' or 'Climbing gym'."),
      location: locationText('place to save'),
      note: z.string().trim().min(1).max(200).optional().describe('A note shown with the favourite.'),
    }),
    output: favoriteOut,
    run(state: MapsState, args, ctx) {
      // Reads go to the committed state: reading through the draft would copy every favourite.
      const committed = ctx.committed as MapsState
      const taken = Object.values(committed.favorites).find((x) => x.name.toLowerCase() === args.name.toLowerCase())
      if (taken) throw conflict(`A favourite named "${taken.name}" already exists (${taken.favoriteId}, ${taken.place.name}); delete it first or pick another name`)
      const place = resolveLocation(committed, ctx, args.location, 'location')
      const fav: Favorite = { favoriteId: ctx.ids.next(f.favoritePrefix), name: args.name, place: { ...place }, savedAt: toIso(ctx.now), ...(args.note ? { note: args.note } : {}) }
      state.favorites[fav.favoriteId] = fav
      return view(fav)
    },
  })
}

export function listFavoritePlacesTool(): Tool<MapsState> {
  return defineTool({
    name: 'listFavoritePlaces',
    description: 'The places saved to favourites, most recently saved first.',
    effect: 'read',
    input: z.object({}),
    output: z.object({ count: z.number().int(), favorites: z.array(favoriteOut) }),
    run(state: MapsState) {
      const list = Object.values(state.favorites).sort((a, b) => (a.savedAt === b.savedAt ? (a.favoriteId < b.favoriteId ? 1 : -1) : a.savedAt < b.savedAt ? 1 : -1))
      return { count: list.length, favorites: list.map(view) }
    },
  })
}

export function deleteFavoritePlaceTool(): Tool<MapsState> {
  return defineTool({
    name: 'deleteFavoritePlace',
    description: 'Removes a place from favourites.',
    effect: 'write',
    input: z.object({ favoriteId: z.string().trim().min(1).max(40).describe("The favourite's id as returned by saveFavoritePlace, e.g. 'fav_0001'.") }),
    output: z.object({ favoriteId: z.string(), name: z.string(), deleted: z.literal(true) }),
    run(state: MapsState, args) {
      const fav = ownEntry(state.favorites, args.favoriteId)
      if (!fav) throw notFound(`No favourite "${args.favoriteId}" in this account`)
      delete state.favorites[args.favoriteId]
      return { favoriteId: fav.favoriteId, name: fav.name, deleted: true as const }
    },
  })
}
