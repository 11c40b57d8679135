import type { ToolContext } from '../../kit/index.ts'
import { cityById, type TravelCity } from './cities.ts'

/**
 * Cities the travel tables do not list but the place resolver knows (an outline of their centre,
 * main station and airport): a travel city built from what ctx.places says about them, so a trip to
 * Harbin or Kunming still leaves from its real station and airport.
 */
const EXTRAS: Readonly<Record<string, { zh: string; plate: string; iata?: string }>> = {
  shijiazhuang: { zh: '石家庄', plate: '冀A', iata: 'SJW' },
  taiyuan: { zh: '太原', plate: '晋A', iata: 'TYN' },
  lanzhou: { zh: '兰州', plate: '甘A', iata: 'LHW' },
  dalian: { zh: '大连', plate: '辽B', iata: 'DLC' },
  changchun: { zh: '长春', plate: '吉A', iata: 'CGQ' },
  harbin: { zh: '哈尔滨', plate: '黑A', iata: 'HRB' },
  wuxi: { zh: '无锡', plate: '苏B', iata: 'WUX' },
  ningbo: { zh: '宁波', plate: '浙B', iata: 'NGB' },
  wenzhou: { zh: '温州', plate: '浙C', iata: 'WNZ' },
  fuzhou: { zh: '福州', plate: '闽A', iata: 'FOC' },
  nanchang: { zh: '南昌', plate: '赣A', iata: 'KHN' },
  guiyang: { zh: '贵阳', plate: '贵A', iata: 'KWE' },
  kunming: { zh: '昆明', plate: '云A', iata: 'KMG' },
  nanning: { zh: '南宁', plate: '桂A', iata: 'NNG' },
  foshan: { zh: '佛山', plate: '粤E' },
  dongguan: { zh: '东莞', plate: '粤S' },
  zhuhai: { zh: '珠海', plate: '粤C', iata: 'ZUH' },
  haikou: { zh: '海口', plate: '琼A', iata: 'HAK' },
  sanya: { zh: '三亚', plate: '琼B', iata: 'SYX' },
}

const DEFAULT_AIRLINES = ['CZ', 'MU', 'CA', 'HU'] as const

function outlineCity(ctx: ToolContext, id: string): TravelCity | undefined {
  const centre = ctx.places.resolve(id)
  if (centre.city !== id) return undefined
  const station = ctx.places.near(centre, 'station', 4).find((p) => p.city === id)
  if (!station) return undefined
  const airport = ctx.places.near(centre, 'airport', 4).find((p) => p.city === id)
  const extra = EXTRAS[id]
  const iata = extra?.iata ?? airport?.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()
  return {
    id, name: centre.name, zh: extra?.zh ?? centre.name, aliases: [id, centre.name.toLowerCase(), ...(extra ? [extra.zh] : [])],
    center: { lat: centre.lat, lng: centre.lng }, priceLevel: 0.7, tier: 2, plate: extra?.plate ?? '京',
    stations: [{ station: station.id }], conventional: station.id,
    airports: airport && iata ? [{ airport: airport.id, iata, airlines: DEFAULT_AIRLINES }] : [],
    landmarks: [{ id: `${id}_city_centre`, name: `${centre.name} City Centre`, zh: `${extra?.zh ?? centre.name}市中心`, lat: centre.lat, lng: centre.lng }],
  }
}

/** A travel city by id: the tables' own, else one outlined by the place resolver. */
export function travelCity(ctx: ToolContext, id: string): TravelCity | undefined {
  return cityById.get(id) ?? ctx.memo(`outline-city:${id}`, () => outlineCity(ctx, id) ?? null) ?? undefined
}
