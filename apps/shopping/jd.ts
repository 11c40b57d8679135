import { z } from 'zod'
import { roundMoney } from './catalog/pricing.ts'
import type { StoreContext } from './flavour.ts'
import { defineMarketplace } from './marketplace.ts'

/** JD sells most brands itself; no-name goods come from third-party (POP) shops. */
const jdStoreName = ({ brand, level }: StoreContext): string => (level === 'generic' ? `${brand} Store` : `${brand} JD Self-operated Flagship Store`)

/**
 * JD (京东): self-operated retail with its own logistics. Orders paid by 11:00 for goods in the local
 * warehouse arrive the same day (the "211" promise), everything else next day; strongest in
 * electronics and appliances; brand prices close to Tmall's, PLUS members pay a little less.
 */
export const jd = defineMarketplace({
  id: 'jd',
  name: 'JD',
  aliases: ['JD.com', '京东', 'Jingdong', 'JD Mall', 'Jingdong Mall'],
  description:
    'Self-operated retailer with its own logistics: same-day delivery when paid by 11:00 (next day otherwise), genuine brand goods, strongest in electronics and home appliances. Free shipping over ¥59.',
  traits: { price: 'mid', speed: 'fastest', brands: 'official', shipping: 'free over 59', authenticity: 'genuine', selfOperated: true },
  flavour: {
    idPrefix: 'JD',
    priceFactor: 1.05,
    modelPriceFactor: 0.99,
    brands: { generic: 0.05, tiers: { budget: 1.5, mainstream: 3, premium: 2, luxury: 0.3 } },
    discount: { share: 0.4, depth: [0.05, 0.2], label: 'JD price cut' },
    shipping: {
      days: [0, 1],
      bulkyExtraDays: 1,
      handlingHours: [1, 4],
      cutoffHour: 23,
      sameDayBefore: 11,
      fee: 6,
      freeOver: 59,
      bulkyFee: 0,
      carriers: ['JD Logistics'],
      origins: ['Nearest JD warehouse'],
      localWarehouse: 'JD Asia No.1',
    },
    rating: [4.5, 5.0],
    sold: [50, 200_000],
    stock: [30, 5000],
    listingsPerType: 24,
    titleStyle: 'clean',
    storeName: jdStoreName,
    departmentWeights: { Electronics: 1.5, 'Home appliances': 1.4 },
    productFields: {
      shape: {
        selfOperated: z.boolean().describe('Sold and shipped by JD itself'),
        deliveryPromise: z.string(),
        plusPrice: z.number().nonnegative().describe('CNY for JD PLUS members'),
      },
      build: (p) => ({
        selfOperated: p.level !== 'generic',
        deliveryPromise: p.deliveryDays === 0 ? '211: same day if paid by 11:00, else next day' : 'Next-day delivery if paid by 23:00',
        plusPrice: roundMoney(p.price * 0.97),
      }),
    },
    orderFields: {
      shape: { deliveryPromise: z.string() },
      build: (p) => ({ fields: { deliveryPromise: String(p.extra.deliveryPromise) } }),
    },
  },
})
