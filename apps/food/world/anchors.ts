import type { LatLng, Place, PlaceKind, Rng, ToolContext } from '../../kit/index.ts'

/**
 * Branches are named after the landmark nearest them, as Chinese chains do (肯德基(望京SOHO店)); that
 * landmark also gives a generated shop its city, district and street.
 */

const ANCHOR_KINDS: readonly PlaceKind[] = ['office', 'mall', 'station', 'university', 'residence', 'landmark', 'street', 'hotel', 'hospital', 'park']

export type AnchorPlace = Place & { nameZh?: string; address?: string }

export interface Anchor {
  place: AnchorPlace
  km: number
}

/** The named place nearest a point (any city), with its distance. */
export function nearestAnchor(ctx: ToolContext, p: LatLng): Anchor | undefined {
  let best: Anchor | undefined
  for (const kind of ANCHOR_KINDS) {
    const place = ctx.places.near(p, kind, 1)[0]
    if (!place) continue
    const km = ctx.places.distanceKm(p, place)
    if (!best || km < best.km) best = { place, km }
  }
  return best
}

/** '望京SOHO(T1)' -> '望京SOHO': a branch suffix carries no brackets of its own. */
export const stripBrackets = (s: string): string => s.replace(/[（(].*?[)）]/g, '').trim()

/** The branch names of an anchor: 'Wangjing SOHO' and '望京SOHO'. */
export const branchOf = (a: AnchorPlace): { en: string; zh: string } => ({ en: stripBrackets(a.name), zh: stripBrackets(a.nameZh ?? a.name) })

/** A street address near the anchor: its street with another house number. */
export function addressNear(rng: Rng, a: AnchorPlace): string {
  const last = (a.address ?? '').split(',').pop()?.trim() ?? ''
  const m = /^\d+\s+(.+)$/.exec(last)
  const street = m ? m[1]! : last || a.name
  return `${rng.int(1, 288)} ${street}`
}
