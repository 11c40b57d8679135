import { defineTakeoutApp } from './takeout/factory.ts'
import type { TakeoutPlatform } from './takeout/platform.ts'

/**
 * Meituan Waimai (美团外卖): China's biggest takeout platform. The most restaurants, its own fast rider
 * fleet; a slightly higher delivery fee than Ele.me, cheaper packaging, and ¥5 member red packets.
 */
export const meituanPlatform: TakeoutPlatform = {
  brand: 'Meituan',
  fleet: 'Meituan Delivery (美团专送)',
  orderPrefix: 'mt',
  listed: (r) => r.onMeituan,
  salesShare: 0.65,
  radiusKm: 5,
  deliveryFee: { base: 3, baseKm: 3, perKm: 1, night: 2, badWeather: 2 },
  packaging: { perItem: 1, cap: 6 },
  minOrderFloor: 20,
  member: { name: 'Meituan Member red packet (美团会员红包)', off: 5, threshold: 25, perMonth: 4 },
  dispatchMin: 2,
  riderKmh: 20,
  acceptMin: [1, 2],
}

/** The app: the shared takeout tools on the rules above. */
export const meituan = defineTakeoutApp({
  id: 'meituan',
  name: 'Meituan',
  aliases: ['Meituan Waimai', 'Meituan Takeout', 'Meituan Delivery', '美团外卖', '美团'],
  description:
    "China's largest food-delivery app (美团外卖): the widest choice of restaurants and the fastest riders (Meituan Delivery, about 30 minutes). Delivery ¥3 within 3 km plus ¥1 per extra km, packaging ¥1 per boxed item (at most ¥6), ¥20 minimum order; the account's Meituan membership gives four ¥5 red packets a month on orders from ¥25.",
  traits: { speed: 'fast', deliveryFee: 'higher', packagingFee: 'lower', selection: 'widest', membership: 'Meituan Member ¥5 x4/month' },
  platform: meituanPlatform,
})
