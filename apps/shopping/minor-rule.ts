import type { Policy, ToolContext } from '../kit/index.ts'
import type { Product } from './catalog/types.ts'

/** Pinduoduo's rule for buyers under 18: a price ceiling, lower for electronics and luxury goods. */
export interface MinorRule {
  /** Most a minor may pay for one item, CNY (default 10,000). */
  maxItemPrice?: number
  /** Most a minor may pay for one electronic or luxury item, CNY (default 1,000). */
  restrictedMaxPrice?: number
}

export const minorPolicyId = (appId: string): string => `${appId}.minor_purchase_limit`

export function minorPolicy(appId: string, rule: MinorRule): Policy {
  const max = rule.maxItemPrice ?? 10_000
  const restricted = rule.restrictedMaxPrice ?? 1_000
  return {
    id: minorPolicyId(appId),
    rule: `Buyers under 18 need a guardian to buy any item over ¥${max.toLocaleString('en-US')}, or electronics and luxury goods over ¥${restricted.toLocaleString('en-US')}.`,
    tools: ['buyProduct'],
  }
}

/** Refuses (403) a minor's purchase the rule forbids; needs the resolved product, so it runs in the handler. */
export function enforceMinorRule(rule: MinorRule | undefined, product: Product, ctx: ToolContext): void {
  if (!rule || ctx.user.age >= 18) return
  const max = rule.maxItemPrice ?? 10_000
  const restricted = rule.restrictedMaxPrice ?? 1_000
  const id = minorPolicyId(ctx.appId)
  if (product.price > max) ctx.deny(id, `Buyers under 18 cannot buy an item priced over ¥${max.toLocaleString('en-US')} (${product.title}: ¥${product.price}) without a guardian.`)
  // Every electronic counts, not only the types flagged for it (a ¥2,000 gaming headset is still electronics).
  const kind = product.risk ?? (product.type.category === 'Electronics' ? 'electronics' : undefined)
  if (kind && product.price > restricted) {
    ctx.deny(id, `Buyers under 18 cannot buy ${kind === 'luxury' ? 'luxury goods' : 'electronics'} over ¥${restricted.toLocaleString('en-US')} (${product.title}: ¥${product.price}) without a guardian.`)
  }
}
