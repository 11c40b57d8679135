import { defineApp, type App, type Policy, type Traits } from '../kit/index.ts'
import { dietPolicies } from './diet-rule.ts'
import type { GroceryFlavour } from './flavour.ts'
import { buyProductTool } from './tools/buy-product.ts'
import { getProductListTool, type ListInterface } from './tools/get-product-list.ts'
import { cancelOrderTool, getOrderStatusTool, listOrdersTool } from './tools/order-tools.ts'
import { initialGroceryState, type GroceryState } from './tools/shared.ts'

export interface GroceryStoreSpec {
  id: string
  name: string
  aliases?: readonly string[]
  description: string
  traits?: Traits
  flavour: GroceryFlavour
  /** Optional getProductList parameters this app has (ToolSpectrum gives Freshippo a weight band, Duoduo a page size). */
  list: ListInterface
  /** The toolset's high-BMI / blood-sugar rule on sugary and fatty food. */
  dietRule?: boolean
  policies?: readonly Policy[]
}

/**
 * A fresh-grocery app with ToolSpectrum's grocery interface (getProductList, buyProduct) plus order
 * follow-up (getOrderStatus, cancelOrder, listOrders). Apps differ by flavour: prices, assortment,
 * own labels, and whether a rider brings the bag or it waits at a pickup point.
 */
export function defineGroceryStore(spec: GroceryStoreSpec): App<GroceryState> {
  const { flavour, name } = spec
  return defineApp<GroceryState>({
    id: spec.id,
    name,
    aliases: spec.aliases ?? [],
    domain: 'groceries',
    description: spec.description,
    traits: spec.traits ?? {},
    policies: [...(spec.dietRule ? dietPolicies(spec.id, name) : []), ...(spec.policies ?? [])],
    initialState: initialGroceryState,
    tools: [
      getProductListTool(flavour, name, spec.list, spec.dietRule ?? false),
      buyProductTool(flavour, name, spec.dietRule ?? false),
      getOrderStatusTool(flavour, name),
      cancelOrderTool(flavour, name),
      listOrdersTool(flavour),
    ],
  })
}
