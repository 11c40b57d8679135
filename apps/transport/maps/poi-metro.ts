import type { Place } from '../../kit/index.ts'
import { beijingMetro } from './metro-beijing.ts'
import { shanghaiMetro } from './metro-shanghai.ts'
import type { MetroLine } from './metro-types.ts'

/**
 * Metro stations as places a map lists ("Tuanjiehu Metro Station (Line 10)"): one per station name,
 * with the lines that stop there. Railway stations and airports on a line are the gazetteer's already.
 */

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')

function stationsOf(city: string, prefix: string, lines: readonly MetroLine[]): Place[] {
  const byName = new Map<string, { zh: string; lat: number; lng: number; lines: string[] }>()
  for (const line of lines) {
    for (const [name, zh, lat, lng] of line.stations) {
      if (/station|airport|terminal/i.test(name)) continue
      const s = byName.get(name)
      if (s) {
        if (!s.lines.includes(line.name)) s.lines.push(line.name)
      } else byName.set(name, { zh, lat, lng, lines: [line.name] })
    }
  }
  return [...byName].map(([name, s]) =>
    Object.freeze({
      id: `metro_${prefix}_${slug(name)}`, name: `${name} Metro Station`, nameZh: `${s.zh}地铁站`, city, district: '',
      address: s.lines.join(', '), kind: 'station' as const, lat: s.lat, lng: s.lng, source: 'geocoded' as const,
    }),
  )
}

export const metroStations: readonly Place[] = Object.freeze([...stationsOf('beijing', 'bj', beijingMetro), ...stationsOf('shanghai', 'sh', shanghaiMetro)])
const byId = new Map(metroStations.map((s) => [s.id, s]))
const byName = new Map(metroStations.flatMap((s) => [[s.name.toLowerCase(), s], [(s as { nameZh: string }).nameZh, s]] as const))

/** A metro station by its id or its name as the map lists it. */
export const metroStation = (text: string): Place | undefined => byId.get(text) ?? byName.get(text.toLowerCase())
