import type { Policy } from '../kit/index.ts'

/**
 * China's Law on the Protection of Minors forbids selling alcohol to under-18s, and the food apps
 * enforce it at checkout. The handler applies it, because only the resolved items say what is alcohol.
 */
export function minorAlcoholPolicy(appId: string, tool: string, brand: string): Policy {
  return {
    id: `${appId}.minor_alcohol`,
    rule: `${brand} does not sell alcoholic drinks (beer, rice wine, soju, spirits, alcoholic coffee) to users under 18; an order with any is refused.`,
    tools: [tool],
  }
}
