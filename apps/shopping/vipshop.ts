import { z } from 'zod'
import { DAY, HOUR, hashString, toDisplay } from '../kit/index.ts'
import { defineMarketplace } from './marketplace.ts'

const CST = 8 * HOUR
/** Vipshop's daily flash sales open and close at 10:00. */
const SALE_HOUR = 10

/** When a brand's sale of this listing ends, for a listing shown on dispatch day `day`: sales run 3-5 days, staggered by brand. */
function saleEnd(productId: string, brand: string, day: number): string {
  const h = hashString(`${brand}:${productId}`)
  const length = 3 + (h % 3)
  const dayIndex = Math.round((day + CST) / DAY)
  const left = length - ((dayIndex + (h >>> 4)) % length)
  return toDisplay(day + left * DAY + SALE_HOUR * HOUR)
}

/**
 * Vipshop (唯品会): brand flash sales. Nearly every listing is a branded item far below its list price
 * (shown crossed out), for a limited time; mostly clothing and beauty, for women first.
 * ToolSpectrum's under-18 purchase rule applies.
 */
export const vipshop = defineMarketplace({
  id: 'vipshop',
  name: 'Vipshop',
  aliases: ['唯品会', 'VIP.com', 'Vip Shop', 'Weipinhui'],
  description:
    'Brand flash-sale store: authorised branded clothing, beauty and home goods at deep discounts (original price shown), each sale open for a few days. Free shipping over ¥88, delivery in 2-4 days.',
  traits: { price: 'discount', speed: 'medium', brands: 'branded', shipping: 'free over 88', authenticity: 'authorised', audience: 'female' },
  minorRule: {},
  exactToolSpectrum: true,
  flavour: {
    idPrefix: 'VIP',
    priceFactor: 1.05,
    brands: { generic: 0.04, tiers: { budget: 1, mainstream: 3, premium: 2, luxury: 0.3 } },
    discount: { share: 0.95, depth: [0.4, 0.8], label: 'Flash sale' },
    shipping: {
      days: [2, 4],
      bulkyExtraDays: 3,
      handlingHours: [6, 24],
      cutoffHour: 22,
      fee: 10,
      freeOver: 88,
      bulkyFee: 0,
      carriers: ['SF Express'],
      origins: ['Zhaoqing', 'Kunshan', 'Tianjin', 'Jianyang', 'Ezhou'],
    },
    rating: [4.5, 4.9],
    sold: [50, 50_000],
    stock: [20, 800],
    listingsPerType: 24,
    titleStyle: 'clean',
    storeName: ({ brand }) => `${brand} Brand Flash Sale`,
    salesLabel: (bucket) => `${bucket} snapped up`,
    excludeCategories: ['Books'],
    audience: { female: 3, unisex: 1.5, male: 1 },
    departmentWeights: { Clothing: 1.6, Brands: 1.6, Sports: 0.8, 'Home appliances': 0.6, Toys: 0.5, Electronics: 0.4, Furniture: 0.3, Groceries: 0.3 },
    productFields: {
      shape: { saleEndsAt: z.string().describe('When this flash sale ends, local time') },
      build: () => ({}),
      atDay: (p, day) => ({ saleEndsAt: saleEnd(p.id, p.brand, day) }),
    },
  },
})
