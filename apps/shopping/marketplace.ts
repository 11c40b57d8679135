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
  /** ToolSpectrum's under-18 purchase limits (its marketplaces' policy); off when absent. */
  minorRule?: MinorRule
  /**
   * ToolSpectrum's exact buyProduct parameters (searchQuery required; no productId or category, though
   * a productId given as searchQuery buys that listing). Apps outside ToolSpectrum also take productId and category.
   */
  exactToolSpectrum?: boolean
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
      buyProductTool(flavour, { appName: name, ...(spec.minorRule ? { minorRule: spec.minorRule } : {}), exact: spec.exactToolSpectrum ?? false }),
      getOrderStatusTool(flavour, name),
      cancelOrderTool(flavour, name),
      listOrdersTool(flavour),
    ],
  })
}
