// Resolving free text to places
export { createPlaceResolver, resolveCityId, GEOCODED_PREFIX } from './resolver.ts'
export type { CityPlaceResolver, PlaceResolverOptions } from './resolver.ts'

// The gazetteer
export { allPlaces, placesIn, placeById, nearestPlaces } from './gazetteer.ts'
export { cities } from './cities.ts'
export type { City, Bounds, GazetteerEntry, ResolvedPlace } from './types.ts'

// Geometry and keys
export { haversineKm, inBounds } from './geo.ts'
export { placeKey, placeText } from './normalize.ts'
export type { PlaceText } from './normalize.ts'
