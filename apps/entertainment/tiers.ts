import type { Rng } from '../kit/index.ts'
import { capacityOf, rowsAround } from './seating.ts'
import type { SeatMap, SeatTier, ShowType, Stage, StageShow, TicketType } from './show-types.ts'

/**
 * A live show's price tiers as a ticket app sells them: a stadium concert has six (four in the
 * stands, two on the floor), a theatre four, a livehouse two. The stands and the balcony are the
 * 'regular' tiers, the floor and the stalls the 'luxury' ones; each tier is an area of the venue
 * with its own seat map, cheapest first. Face values climb the show's price ranges.
 */
interface Layout {
  ticketType: TicketType
  map: SeatMap
}

const seated = (ticketType: TicketType, section: string, first: number, last: number, sweet: number, seatsPerRow: number): Layout => ({
  ticketType,
  map: { section, rows: rowsAround(first, last, sweet), seatsPerRow },
})
const standing = (ticketType: TicketType, section: string, places: number): Layout => ({ ticketType, map: { section, standing: true, rows: [1], seatsPerRow: places } })

const stadium: readonly Layout[] = [
  seated('regular', 'Upper stand, side view', 1, 30, 1, 60),
  seated('regular', 'Upper stand', 1, 25, 1, 60),
  seated('regular', 'Lower stand', 1, 20, 5, 60),
  seated('regular', 'Lower stand, facing the stage', 1, 15, 3, 50),
  seated('luxury', 'Floor', 11, 30, 11, 40),
  seated('luxury', 'Floor front', 1, 10, 1, 40),
]
const arena: readonly Layout[] = [
  seated('regular', 'Upper bowl, side view', 1, 15, 1, 40),
  seated('regular', 'Upper bowl', 1, 15, 1, 40),
  seated('regular', 'Lower bowl', 1, 12, 3, 40),
  seated('luxury', 'Floor', 9, 20, 9, 30),
  seated('luxury', 'Floor front', 1, 8, 1, 30),
]
const theatre: readonly Layout[] = [
  seated('regular', 'Balcony', 1, 8, 1, 34),
  seated('regular', 'Dress circle', 1, 6, 1, 34),
  seated('luxury', 'Stalls', 10, 20, 10, 28),
  seated('luxury', 'Front stalls', 1, 9, 5, 28),
]
const livehouse: readonly Layout[] = [standing('regular', 'Standing', 600), seated('luxury', 'Balcony', 1, 2, 1, 20)]
const gallery: readonly Layout[] = [standing('regular', 'Admission', 300), standing('luxury', 'VIP pass', 40)]
const festival: readonly Layout[] = [standing('regular', 'General admission', 20000), standing('luxury', 'VIP area', 2000)]
const football: readonly Layout[] = [
  seated('regular', 'Upper tier', 1, 40, 10, 60),
  seated('regular', 'Lower tier, behind the goal', 1, 20, 8, 50),
  seated('luxury', 'Lower tier, halfway line', 1, 20, 8, 60),
]
const basketball: readonly Layout[] = [seated('regular', 'Upper bowl', 1, 15, 1, 40), seated('regular', 'Lower bowl', 1, 12, 3, 40), seated('luxury', 'Courtside', 1, 4, 1, 30)]

const BY_STAGE: Readonly<Record<Stage, readonly Layout[]>> = {
  stadium,
  arena,
  theater: theatre,
  concert_hall: theatre,
  opera_house: theatre,
  livehouse,
  gallery,
  open_air: festival,
}

/** The tiers a show sells on a stage: festivals and matches lay a venue out their own way. */
function layoutFor(stage: Stage, type: ShowType): readonly Layout[] {
  if (type === 'festival') return festival
  if (type === 'sports') return stage === 'stadium' ? football : basketball
  return BY_STAGE[stage]
}

/** `n` face values from `lo` to `hi`, in steps a box office uses (whole hundreds when the range allows). */
export function priceLadder([lo, hi]: readonly [number, number], n: number): number[] {
  if (n <= 1) return [lo]
  const quantum = hi - lo >= 100 * (n - 1) ? 100 : hi - lo >= 50 * (n - 1) ? 50 : 10
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const x = i === n - 1 ? hi : lo + Math.round(((hi - lo) * i) / (n - 1) / quantum) * quantum
    out.push(Math.max(x, (out[i - 1] ?? -Infinity) + quantum))
  }
  return out
}

/** Share of seats other customers already hold: concerts go fast, exhibitions rarely fill. */
const HEAT: Partial<Record<ShowType, number>> = { concert: 0.75, festival: 0.6, sports: 0.5, exhibition: 0.15 }

/**
 * The show's tiers on the stage, cheapest first, with seats other customers hold. A popular show
 * sells out: its cheapest tier first, then the front, then the rest (a share of 1 or more is none left).
 */
export function stageTiers(show: StageShow, stage: Stage, factor: number, rng: Rng): SeatTier[] {
  const layout = layoutFor(stage, show.type)
  const prices: Record<TicketType, number[]> = {
    regular: priceLadder(show.prices.regular, layout.filter((l) => l.ticketType === 'regular').length),
    luxury: priceLadder(show.prices.luxury, layout.filter((l) => l.ticketType === 'luxury').length),
  }
  const used: Record<TicketType, number> = { regular: 0, luxury: 0 }
  const demand = (HEAT[show.type] ?? 0.35) + 0.1 * (show.popularity - 3)
  return layout.map((l, i) => {
    const face = prices[l.ticketType][used[l.ticketType]++]!
    const price = factor === 1 ? face : Math.round((face * factor) / 10) * 10
    const capacity = capacityOf(l.map)
    const share = demand + (i === 0 ? 0.12 : i === layout.length - 1 ? 0.08 : 0) + rng.float(-0.12, 0.15)
    const preSold = share >= 1 ? capacity : Math.max(0, Math.min(capacity, Math.round(capacity * share)))
    return { ticketType: l.ticketType, area: l.map.section, price, map: l.map, capacity, preSold }
  })
}
