// Apps
export { freshippo } from './freshippo.ts'
export { duoduoMaicai } from './duoduo-maicai.ts'
export { dingdongMaicai } from './dingdong-maicai.ts'

// The grocery factory, for more fresh-food apps
export { defineGroceryStore } from './grocery-store.ts'
export type { GroceryStoreSpec } from './grocery-store.ts'
export type { GroceryFlavour, FulfilmentSpec, DeliverySpec, PickupSpec } from './flavour.ts'
export type { ListInterface } from './tools/get-product-list.ts'
export type { GroceryState } from './tools/shared.ts'
export type { GroceryOrder, OrderStatus } from './order.ts'
export { dietPolicies, dietStanding, RESTRICT_BMI, REMIND_BMI } from './diet-rule.ts'

// The world's grocery items, for tests and other food apps
export { groceryItems } from './catalog/items.ts'
export type { GroceryItem, Department, DietFlag } from './catalog/types.ts'

// Every groceries app, for the catalog
import type { App } from '../kit/index.ts'
import { dingdongMaicai } from './dingdong-maicai.ts'
import { duoduoMaicai } from './duoduo-maicai.ts'
import { freshippo } from './freshippo.ts'
export const groceryApps: readonly App[] = [freshippo, duoduoMaicai, dingdongMaicai]
