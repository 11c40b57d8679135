import type { App } from '../kit/index.ts'
import { eleme } from './eleme.ts'
import { meituan } from './meituan.ts'
import { dianping } from './dianping.ts'
import { luckinCoffee } from './luckin.ts'
import { starbucks } from './starbucks.ts'

// Apps
export { meituan, meituanPlatform } from './meituan.ts'
export { eleme, elemePlatform } from './eleme.ts'
export { dianping } from './dianping.ts'
export { luckinCoffee } from './luckin.ts'
export { starbucks } from './starbucks.ts'

// Factories and state shapes, for tests and more apps of the domain
export { defineTakeoutApp } from './takeout/factory.ts'
export type { TakeoutPlatform } from './takeout/platform.ts'
export { deliveryFeeOf, etaMinutes } from './takeout/platform.ts'
export type { TakeoutOrder, TakeoutState, TakeoutStatus } from './takeout/order.ts'
export type { DianpingState, TableBooking } from './dianping/booking.ts'
export { defineDrinkApp } from './drinks/factory.ts'
export type { DrinkBrand, DrinkSpec } from './drinks/brand.ts'
export type { DrinkOrder, DrinkState, DrinkStatus } from './drinks/order.ts'

// Every food app, for the catalog
export const foodApps: readonly App[] = [meituan, eleme, dianping, luckinCoffee, starbucks]
