import { defineApp, type App, type Policy, type Traits } from '../kit/index.ts'
import type { MarketplaceFlavour } from './flavour.ts'
import { minorPolicy, type MinorRule } from './minor-rule.ts'
import { buyProductTool } from './tools/buy-product.ts'
import { getProductListTool } from './tools/get-product-list.ts'
import { cancelOrderTool, getOrderStatusTool, listOrdersTool } from './tools/order-tools.ts'
import { initialMarketplaceState, type MarketplaceState } from './tools/shared.ts'

export interface MarketplaceSpec {
  id: string
  name: string
  aliases?: readonly string[]
  description: string
  traits?: Traits
  flavour: MarketplaceFlavour
  /** The app's own rules, beside the optional minor rule. */
  policies?: readonly Policy[]
  /** Pinduoduo's under-18 purchase limits (ToolSpectrum's marketplace policy); off when absent. */
  minorRule?: MinorRule
}

/**
 * A marketplace app with ToolSpectrum's shopping interface (getProductList, buyProduct) plus order
 * follow-up (getOrderStatus, cancelOrder, listOrders). Apps differ only by their flavour.
 */
export function defineMarketplace(spec: MarketplaceSpec): App<MarketplaceState> {
  const { flavour, name } = spec
  return defineApp<MarketplaceState>({
    id: spec.id,
    name,
    aliases: spec.aliases ?? [],
    domain: 'shopping',
    description: spec.description,
    traits: spec.traits ?? {},
    policies: [...(spec.minorRule ? [minorPolicy(spec.id, spec.minorRule)] : []), ...(spec.policies ?? [])],
    initialState: initialMarketplaceState,
    tools: [
      getProductListTool(flavour),
      buyProductTool(flavour, name, spec.minorRule),
      getOrderStatusTool(flavour, name),
      cancelOrderTool(flavour, name),
      listOrdersTool(flavour),
    ],
  })
}
