import { defineTakeoutApp } from './takeout/factory.ts'
import type { TakeoutPlatform } from './takeout/platform.ts'

/**
 * Ele.me (饿了么): Alibaba's takeout platform. Fewer restaurants than Meituan and slower Fengniao riders,
 * but a lower delivery fee and minimum order; packaging costs more; more, smaller member red packets.
 */
export const elemePlatform: TakeoutPlatform = {
  brand: 'Ele.me',
  fleet: 'Fengniao Delivery (蜂鸟专送)',
  orderPrefix: 'elm',
  listed: (r) => r.onEleme,
  salesShare: 0.35,
  radiusKm: 5,
  deliveryFee: { base: 2.5, baseKm: 3, perKm: 1, night: 2, badWeather: 2 },
  packaging: { perItem: 1.5, cap: 8 },
  minOrderFloor: 15,
  member: { name: 'Super Foodie Card red packet (超级吃货卡红包)', off: 4, threshold: 20, perMonth: 6 },
  dispatchMin: 4,
  riderKmh: 17,
  acceptMin: [1, 3],
}

/** The app: the shared takeout tools on the rules above. */
export const eleme = defineTakeoutApp({
  id: 'eleme',
  name: 'Ele.me',
  aliases: ['Eleme', 'Ele me', 'Ele.me Takeout', 'Elema', '饿了么'],
  description:
    "Alibaba's food-delivery app (饿了么), delivered by Fengniao riders (about 35 minutes). Delivery ¥2.5 within 3 km plus ¥1 per extra km, packaging ¥1.5 per boxed item (at most ¥8), ¥15 minimum order; the account's Super Foodie Card gives six ¥4 red packets a month on orders from ¥20.",
  traits: { speed: 'slower', deliveryFee: 'lower', packagingFee: 'higher', selection: 'wide', membership: 'Super Foodie Card ¥4 x6/month' },
  platform: elemePlatform,
})
