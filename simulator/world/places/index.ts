// Resolving free text to places
export { createPlaceResolver, resolveCityId, GEOCODED_PREFIX } from './resolver.ts'
export type { CityPlaceResolver, PlaceResolverOptions } from './resolver.ts'

// The gazetteer
export { allPlaces, placesIn, placeById, nearestPlaces } from './gazetteer.ts'
export { cities } from './cities.ts'
export type { City, Bounds, GazetteerEntry, ResolvedPlace, District, OutlineCity, OutlineLandmark } from './types.ts'

// Cities without a gazetteer, districts, and where addresses geocode
export { outlineCities, outlineCityById, areaById, districtNamed, landmarkPlaces } from './areas.ts'
export type { GeoArea } from './areas.ts'

// Geometry and keys
export { haversineKm, inBounds } from './geo.ts'
export { placeKey, placeText } from './normalize.ts'
export type { PlaceText } from './normalize.ts'
