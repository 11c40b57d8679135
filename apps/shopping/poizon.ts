import { z } from 'zod'
import { defineMarketplace } from './marketplace.ts'

const AUTHENTICATION = 'Arrived at the Poizon authentication centre: passed multi-step authentication by certified appraisers; anti-counterfeit tag and authentication certificate attached'

/**
 * Poizon (得物 Dewu): resale marketplace for sneakers, streetwear, luxury and trend goods. Every item
 * is sent to a Poizon authentication centre before it ships to the buyer, and that step shows in the
 * tracking; market prices are premium. ToolSpectrum's under-18 purchase rule applies.
 */
export const poizon = defineMarketplace({
  id: 'poizon',
  name: 'Poizon',
  aliases: ['得物', 'Dewu', 'DeWu', 'Poizon App'],
  description:
    'Trend marketplace for sneakers, streetwear, luxury and beauty: every order is authenticated at a Poizon centre before it ships (the step shows in tracking). Premium market prices, SF Express, 3-5 days.',
  traits: { price: 'premium', speed: 'medium', brands: 'trend', shipping: 'low-fee', authenticity: 'authenticated' },
  minorRule: {},
  exactToolSpectrum: true,
  flavour: {
    idPrefix: 'DW',
    priceFactor: 1.45,
    // Hyped models trade above their list price.
    modelPriceFactor: 1.15,
    brands: { generic: 0, tiers: { budget: 0.15, mainstream: 0.6, premium: 3, luxury: 1.5 } },
    discount: { share: 0.15, depth: [0.05, 0.2], label: 'Below retail' },
    shipping: {
      days: [3, 5],
      bulkyExtraDays: 3,
      handlingHours: [24, 48],
      cutoffHour: 18,
      fee: 12,
      freeOver: 399,
      bulkyFee: 40,
      carriers: ['SF Express'],
      origins: ['Shanghai', 'Tianjin', 'Dongguan', 'Langfang', 'Hangzhou'],
    },
    rating: [4.7, 5.0],
    sold: [20, 200_000],
    stock: [3, 200],
    listingsPerType: 22,
    titleStyle: 'clean',
    storeName: ({ brand }) => `Poizon Authenticated · ${brand}`,
    salesLabel: (bucket) => `${bucket} paid`,
    excludeCategories: ['Books', 'Groceries'],
    departmentWeights: { Brands: 1.5, Clothing: 1, Sports: 0.8, Toys: 0.6, Electronics: 0.6, 'Home appliances': 0.4, Furniture: 0.2 },
    // Sneakers are what Poizon is known for.
    typeWeights: { sneakers: 2.5 },
    inspection: { afterShipHours: 24, text: AUTHENTICATION },
    productFields: {
      shape: {
        authenticated: z.boolean().describe('Inspected at a Poizon authentication centre before shipping'),
        service: z.string(),
      },
      build: () => ({ authenticated: true, service: 'Authenticate first, ship after · 7-day returns if not as described' }),
    },
    orderFields: {
      shape: { authentication: z.string().describe('What happens to the item before it ships to you') },
      build: () => ({ fields: { authentication: 'Goes to a Poizon authentication centre first; an item that fails is refunded in full and never shipped' } }),
    },
  },
})
