import { defineMapsApp, type MapsFlavour } from './maps/index.ts'
import { isNight, isRushHour } from './roads.ts'

/**
 * Amap (高德地图): Alibaba's navigation app. Same route tools as Baidu Maps plus cycling and a route
 * preference for drivers (avoid tolls, avoid congestion, shortest); ETAs from live traffic (longer
 * in rush hour, shorter at night); transit routes that are simply the quickest; its taxi estimate is
 * the lowest price among the ride-hailing partners it aggregates (高德打车).
 */
export const amapFlavour: MapsFlavour = {
  brand: 'Amap',
  modes: ['driving', 'transit', 'walking', 'cycling'],
  defaultMode: 'driving',
  walkKmh: 5,
  cycleKmh: 14,
  etaFactor: (ms) => (isRushHour(ms) ? 1.12 : isNight(ms) ? 0.93 : 0.97),
  transferPenaltyMin: 4,
  taxi: { factor: 0.92, label: "Lowest ride-hailing price among Amap's partners (高德打车)" },
  defaultRadiusKm: 3,
  routePreferences: true,
  favoritePrefix: 'fav',
}

export const amap = defineMapsApp({
  id: 'amap',
  name: 'Amap',
  aliases: ['AMap', 'Gaode', 'Gaode Maps', 'Gaode Map', 'AutoNavi', '高德地图', '高德'],
  description:
    "Alibaba's navigation app (高德地图): driving with live-traffic ETAs and route preferences (avoid tolls, avoid congestion, shortest), transit, walking and cycling routes, nearby places and favourites; taxi estimates from its ride-hailing aggregator.",
  traits: { modes: 'driving, transit, walking, cycling', eta: 'live traffic', transit: 'quickest', strength: 'driving navigation' },
  flavour: amapFlavour,
})
