import type { LatLng } from '../../kit/index.ts'
import { straightKm } from '../roads.ts'
import { beijingMetro } from './metro-beijing.ts'
import { shanghaiMetro } from './metro-shanghai.ts'
import type { MetroLine } from './metro-types.ts'

/**
 * A city's metro as a graph (a node per station and line; ride edges between neighbours, transfer
 * edges inside a station) and the quickest trip between two points: walk in, ride, change, walk out.
 */

export interface MetroStation extends LatLng {
  name: string
  zh: string
}

export interface MetroRide {
  line: MetroLine
  from: MetroStation
  to: MetroStation
  stops: number
  km: number
  minutes: number
}

export interface MetroTrip {
  entry: MetroStation
  exit: MetroStation
  walkInKm: number
  walkOutKm: number
  rides: MetroRide[]
  /** Door to door, walking and waiting included. */
  minutes: number
}

interface Node {
  station: MetroStation
  /** Index of the station in `Network.stations`. */
  stationIndex: number
  line: number
  /** The station's nodes on other lines (a change of line). */
  transfers: number[]
}

interface Edge {
  to: number
  minutes: number
  km: number
}

interface Network {
  lines: readonly MetroLine[]
  stations: MetroStation[]
  nodes: Node[]
  edges: Edge[][]
  /** Nodes of each station, by station index. */
  nodesAt: number[][]
}

/** Pedestrian paths wind a little less than roads. */
export const WALK_DETOUR = 1.25
/** Half the headway at the first platform. */
const FIRST_WAIT_MIN = 3
/** Stations farther than this from a point are not worth walking to. */
const MAX_ACCESS_KM = 2.5
const ACCESS_CANDIDATES = 3
const DWELL_MIN = 0.6
/** What a change of line really takes (walking between platforms and waiting), whatever an app's route choice charges. */
const TRANSFER_MIN = 5

/** A binary min-heap of (priority, node) pairs: Dijkstra's queue. */
class MinHeap {
  private keys: number[] = []
  private vals: number[] = []
  get size(): number {
    return this.keys.length
  }
  push(key: number, val: number): void {
    const { keys, vals } = this
    let i = keys.push(key) - 1
    vals.push(val)
    while (i > 0) {
      const p = (i - 1) >> 1
      if (keys[p]! <= key) break
      keys[i] = keys[p]!
      vals[i] = vals[p]!
      i = p
    }
    keys[i] = key
    vals[i] = val
  }
  pop(): [number, number] {
    const { keys, vals } = this
    const top: [number, number] = [keys[0]!, vals[0]!]
    const key = keys.pop()!
    const val = vals.pop()!
    if (keys.length > 0) {
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        if (l >= keys.length) break
        const c = l + 1 < keys.length && keys[l + 1]! < keys[l]! ? l + 1 : l
        if (keys[c]! >= key) break
        keys[i] = keys[c]!
        vals[i] = vals[c]!
        i = c
      }
      keys[i] = key
      vals[i] = val
    }
    return top
  }
}

function buildNetwork(lines: readonly MetroLine[]): Network {
  const indexByName = new Map<string, number>()
  const stations: MetroStation[] = []
  const nodes: Node[] = []
  const edges: Edge[][] = []
  const nodesAt: number[][] = []
  lines.forEach((line, li) => {
    const ids = line.stations.map(([name, zh, lat, lng]) => {
      let si = indexByName.get(name)
      if (si === undefined) {
        indexByName.set(name, (si = stations.push({ name, zh, lat, lng }) - 1))
        nodesAt.push([])
      }
      const id = nodes.push({ station: stations[si]!, stationIndex: si, line: li, transfers: [] }) - 1
      edges.push([])
      nodesAt[si]!.push(id)
      return id
    })
    const link = (a: number, b: number) => {
      const km = straightKm(nodes[a]!.station, nodes[b]!.station) * 1.15
      const minutes = (km / line.kmh) * 60 + DWELL_MIN
      edges[a]!.push({ to: b, minutes, km })
      edges[b]!.push({ to: a, minutes, km })
    }
    for (let i = 1; i < ids.length; i++) link(ids[i - 1]!, ids[i]!)
    if (line.loop && ids.length > 2) link(ids[ids.length - 1]!, ids[0]!)
  })
  for (const node of nodes) node.transfers = nodesAt[node.stationIndex]!.filter((id) => nodes[id] !== node)
  return { lines, stations, nodes, edges, nodesAt }
}

const NETWORK_LINES: Readonly<Record<string, readonly MetroLine[]>> = { beijing: beijingMetro, shanghai: shanghaiMetro }
const networks = new Map<string, Network>()

/** Built on first use, then kept: static data, the same for every world. */
function networkOf(city: string): Network | undefined {
  const lines = NETWORK_LINES[city]
  if (!lines) return undefined
  let n = networks.get(city)
  if (!n) networks.set(city, (n = buildNetwork(lines)))
  return n
}

export const hasMetroNetwork = (city: string): boolean => NETWORK_LINES[city] !== undefined

interface Access {
  index: number
  km: number
}

/** The few stations nearest a point within walking range, nearest first. */
function nearestStations(n: Network, p: LatLng): Access[] {
  const best: Access[] = []
  n.stations.forEach((station, index) => {
    const km = straightKm(p, station) * WALK_DETOUR
    if (km > MAX_ACCESS_KM || (best.length === ACCESS_CANDIDATES && km >= best[best.length - 1]!.km)) return
    let i = best.length
    while (i > 0 && best[i - 1]!.km > km) i--
    best.splice(i, 0, { index, km })
    if (best.length > ACCESS_CANDIDATES) best.pop()
  })
  return best
}

/**
 * The quickest metro trip from a point to another, walking `walkKmh`; each change of line costs
 * `transferMin` (an app that prefers fewer changes charges more). Undefined when no station is near both.
 */
export function metroTrip(city: string, from: LatLng, to: LatLng, walkKmh: number, transferMin: number): MetroTrip | undefined {
  const n = networkOf(city)
  if (!n) return undefined
  const starts = nearestStations(n, from)
  const ends = nearestStations(n, to)
  if (starts.length === 0 || ends.length === 0) return undefined
  const walkMin = (km: number) => (km / walkKmh) * 60
  const dist = new Float64Array(n.nodes.length).fill(Infinity)
  const prev = new Int32Array(n.nodes.length).fill(-1)
  const done = new Uint8Array(n.nodes.length)
  const exitWalk = new Float64Array(n.stations.length).fill(-1)
  for (const e of ends) exitWalk[e.index] = e.km
  const heap = new MinHeap()
  for (const s of starts) {
    for (const id of n.nodesAt[s.index]!) {
      const d = walkMin(s.km) + FIRST_WAIT_MIN
      if (d < dist[id]!) heap.push((dist[id] = d), id)
    }
  }
  let best = Infinity
  let bestNode = -1
  while (heap.size > 0) {
    const [du, u] = heap.pop()
    if (done[u] || du > dist[u]!) continue
    if (du >= best) break
    done[u] = 1
    const node = n.nodes[u]!
    const out = exitWalk[node.stationIndex]!
    if (out >= 0 && du + walkMin(out) < best) {
      best = du + walkMin(out)
      bestNode = u
    }
    for (const e of n.edges[u]!) {
      const d = du + e.minutes
      if (d < dist[e.to]!) {
        dist[e.to] = d
        prev[e.to] = u
        heap.push(d, e.to)
      }
    }
    for (const v of node.transfers) {
      const d = du + transferMin
      if (d < dist[v]!) {
        dist[v] = d
        prev[v] = u
        heap.push(d, v)
      }
    }
  }
  if (bestNode < 0) return undefined
  const path: number[] = []
  for (let v = bestNode; v >= 0; v = prev[v]!) path.unshift(v)
  const rides: MetroRide[] = []
  for (let i = 1; i < path.length; i++) {
    const a = n.nodes[path[i - 1]!]!
    const b = n.nodes[path[i]!]!
    if (a.line !== b.line) continue
    const edge = n.edges[path[i - 1]!]!.find((e) => e.to === path[i])!
    const last = rides[rides.length - 1]
    if (last && last.line === n.lines[a.line] && last.to === a.station) {
      last.to = b.station
      last.stops++
      last.km += edge.km
      last.minutes += edge.minutes
    } else rides.push({ line: n.lines[a.line]!, from: a.station, to: b.station, stops: 1, km: edge.km, minutes: edge.minutes })
  }
  const entry = n.nodes[path[0]!]!.station
  const exit = n.nodes[bestNode]!.station
  const walkInKm = starts.find((s) => n.stations[s.index] === entry)!.km
  const walkOutKm = exitWalk[n.nodes[bestNode]!.stationIndex]!
  // The quickest path may be to walk between two stations of the access set: then it is no metro trip.
  if (rides.length === 0) return undefined
  const minutes = walkMin(walkInKm) + FIRST_WAIT_MIN + rides.reduce((m, r) => m + r.minutes, 0) + (rides.length - 1) * TRANSFER_MIN + walkMin(walkOutKm)
  return { entry, exit, walkInKm, walkOutKm, rides, minutes }
}
