import { defineGroceryStore } from './grocery-store.ts'

/** Duoduo Maicai (多多买菜): Pinduoduo's community group buying. Lowest prices, order by 23:00, collect tomorrow at a pickup point. */
export const duoduoMaicai = defineGroceryStore({
  id: 'duoduo_maicai',
  name: 'Duoduo Maicai',
  aliases: ['多多买菜', 'Duoduo Grocery', 'Pinduoduo Maicai', 'Duoduo_Maicai'],
  description:
    "Pinduoduo's community group-buying grocery app: the lowest prices on everyday food, few imported or premium items. No home delivery: order by 23:00 and collect the next day from 16:00 at a pickup point in your neighbourhood.",
  traits: { price: 'lowest', speed: 'next day', fulfilment: 'pickup', delivery: 'self-pickup from 16:00 next day', assortment: 'everyday staples' },
  dietRule: true,
  list: { pageSize: true },
  flavour: {
    idPrefix: 'DDMC',
    priceFactor: 0.75,
    assortment: { everyday: 1, upscale: 0.3, luxury: 0 },
    organicShare: 0.25,
    promo: { share: 0.5, depth: [0.1, 0.25], label: 'Group-buy price' },
    positiveRate: [90, 98],
    sold: [200, 300_000],
    stock: { fresh: [30, 300], shelf: [100, 2000] },
    salesLabel: (bucket) => `Group-bought ${bucket}`,
    pageSize: 6,
    defaultSort: 'price',
    fulfilment: {
      mode: 'pickup',
      promise: 'Order by 23:00, collect from 16:00 tomorrow at your neighbourhood pickup point',
      cutoffHour: 23,
      readyHour: 16,
      departHour: 6,
      hosts: ['Cainiao Post Station', 'Meiyijia convenience store', 'Haolinju convenience store', 'Xiaoli Fruit & Veg', "Auntie Wang's Grocery", 'Community fresh market stall 12'],
    },
    refundDays: 2,
  },
})
