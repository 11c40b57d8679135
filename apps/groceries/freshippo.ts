import { defineGroceryStore } from './grocery-store.ts'

/** Freshippo (盒马鲜生): Alibaba's Hema stores. Premium and imported food, live seafood, 30-minute delivery from the nearest store. */
export const freshippo = defineGroceryStore({
  id: 'freshippo',
  name: 'Freshippo',
  aliases: ['盒马鲜生', '盒马', 'Hema', 'Hema Fresh', 'Hema Xiansheng', 'Freshippo Hema'],
  description:
    "Alibaba's premium fresh-food chain (Hema): imported fruit, live seafood, own-label 'Daily Fresh' produce sold only on the day. Highest prices; a rider brings the order from the nearest Hema store in about 30 minutes, 07:00-22:00.",
  traits: { price: 'premium', speed: 'fastest', fulfilment: 'delivery', delivery: '30 minutes', assortment: 'imported, organic, live seafood' },
  dietRule: true,
  list: { weight: 'required', types: true },
  flavour: {
    idPrefix: 'HM',
    priceFactor: 1.3,
    assortment: { everyday: 1, upscale: 1, luxury: 1 },
    organicShare: 1,
    ownLabel: { name: 'Hema Daily Fresh', departments: ['vegetables', 'meat', 'dairy_eggs'], priceFactor: 1.05, shelfLifeDays: 1 },
    promo: { share: 0.25, depth: [0.1, 0.25], label: 'Hema X member price' },
    positiveRate: [95, 99.2],
    sold: [50, 60_000],
    stock: { fresh: [8, 80], shelf: [40, 600] },
    salesLabel: (bucket) => `${bucket} sold`,
    pageSize: 10,
    defaultSort: 'relevance',
    fulfilment: {
      mode: 'delivery',
      promise: '30-minute delivery within 3 km of a Hema store, 07:00-22:00',
      hours: [7 * 60, 22 * 60],
      packMinutes: 10,
      hub: 'nearest_store',
      hubName: (near) => `Hema Fresh (${near})`,
      // 30 minutes inside the 3 km ring; farther addresses are served more slowly, never beyond an hour.
      etaMinutes: (km) => (km <= 3 ? 30 : Math.min(60, 30 + Math.ceil((km - 3) * 5))),
      fee: 6,
      freeOver: 49,
      riderTitle: 'Hema rider',
    },
    refundDays: 1,
  },
})
