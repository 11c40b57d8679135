import { factoryStoreName } from './flavour.ts'
import { defineMarketplace } from './marketplace.ts'

/** Temu: PDD's bargain marketplace. Factory-direct goods, lesser-known labels, lowest prices, slow free shipping. */
export const temu = defineMarketplace({
  id: 'temu',
  name: 'Temu',
  aliases: ['TEMU', 'Temu Shopping'],
  description:
    'Bargain marketplace selling factory-direct goods, mostly from lesser-known brands, at the lowest prices; free shipping on everything, but parcels take about a week.',
  traits: { price: 'lowest', speed: 'slow', brands: 'generic', shipping: 'free', authenticity: 'mixed' },
  flavour: {
    idPrefix: 'TM',
    priceFactor: 0.95,
    // Branded goods come from resellers, below the maker's list price.
    modelPriceFactor: 0.9,
    brands: { generic: 0.72, tiers: { budget: 3, mainstream: 1 } },
    discount: { share: 0.7, depth: [0.2, 0.7], label: 'Lightning deal' },
    shipping: {
      days: [5, 10],
      bulkyExtraDays: 3,
      handlingHours: [24, 60],
      cutoffHour: 18,
      fee: 0,
      bulkyFee: 0,
      carriers: ['YTO Express', 'ZTO Express', 'Yunda Express', 'J&T Express', 'STO Express'],
      origins: ['Guangzhou', 'Shenzhen', 'Yiwu', 'Jinhua', 'Dongguan', 'Shantou', 'Quanzhou'],
    },
    rating: [4.3, 4.9],
    sold: [80, 300_000],
    stock: [30, 5000],
    listingsPerType: 32,
    titleStyle: 'keyword',
    storeName: factoryStoreName,
    refundDays: [1, 5],
    excludeCategories: ['Books', 'Groceries'],
  },
})
