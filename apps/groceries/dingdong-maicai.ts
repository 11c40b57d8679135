import { defineGroceryStore } from './grocery-store.ts'

/** Dingdong Maicai (叮咚买菜): front-warehouse grocery delivery at mid prices, 30 minutes to an hour. */
export const dingdongMaicai = defineGroceryStore({
  id: 'dingdong_maicai',
  name: 'Dingdong Maicai',
  aliases: ['叮咚买菜', 'Dingdong', 'DingDong Maicai', 'Dingdong Fresh', 'Dingdong_Maicai'],
  description:
    'Everyday groceries at mid prices from small front warehouses close to home: vegetables, meat, seafood, dairy and pantry staples, a limited imported range. Delivered in 30 minutes to an hour, 06:30-22:00.',
  traits: { price: 'mid', speed: 'fast', fulfilment: 'delivery', delivery: '30-60 minutes', assortment: 'everyday staples' },
  list: { weight: 'optional', types: true },
  flavour: {
    idPrefix: 'DDL',
    priceFactor: 1,
    assortment: { everyday: 1, upscale: 0.85, luxury: 0 },
    organicShare: 0.7,
    promo: { share: 0.3, depth: [0.08, 0.2], label: 'Limited-time deal' },
    positiveRate: [94, 99],
    sold: [80, 80_000],
    stock: { fresh: [15, 150], shelf: [50, 800] },
    salesLabel: (bucket) => `${bucket} sold`,
    pageSize: 10,
    defaultSort: 'relevance',
    fulfilment: {
      mode: 'delivery',
      promise: 'Delivery in 30 minutes to an hour from a front warehouse near you, 06:30-22:00',
      hours: [6 * 60 + 30, 22 * 60],
      packMinutes: 15,
      hub: 'front_warehouse',
      hubName: (area) => `Dingdong front warehouse (${area})`,
      etaMinutes: (km) => Math.min(60, Math.max(35, Math.round(30 + km * 10))),
      fee: 5,
      freeOver: 39,
      riderTitle: 'Dingdong rider',
    },
    refundDays: 1,
  },
})
