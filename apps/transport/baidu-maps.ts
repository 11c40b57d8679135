import { defineMapsApp, type MapsFlavour } from './maps/index.ts'

/**
 * Baidu Maps (百度地图): routes and public transport. Plans walking, driving and transit (its
 * ToolSpectrum modes), transit by default; driving times from historical averages; transit routes
 * that prefer fewer changes; the street-taxi meter as the taxi estimate.
 */
export const baiduMapsFlavour: MapsFlavour = {
  brand: 'Baidu Maps',
  modes: ['walking', 'driving', 'transit'],
  defaultMode: 'transit',
  walkKmh: 4.8,
  cycleKmh: 13,
  etaFactor: () => 1,
  transferPenaltyMin: 9,
  taxi: { factor: 1, label: 'Street taxi estimate by the city meter (打车约)' },
  defaultRadiusKm: 2,
  routePreferences: false,
  favoritePrefix: 'fav',
}

export const baiduMaps = defineMapsApp({
  id: 'baidu_maps',
  name: 'Baidu Maps',
  aliases: ['Baidu_Maps', 'Baidu Map', 'BaiduMaps', '百度地图'],
  description:
    "Baidu's map app (百度地图) for checking routes and taking public transport: distances and routes on foot, by car or by metro, bus and high-speed rail, with real metro lines, fares, tolls and taxi estimates; nearby places and favourites.",
  traits: { modes: 'walking, driving, transit', eta: 'historical averages', transit: 'fewest changes', strength: 'public transport' },
  flavour: baiduMapsFlavour,
})
