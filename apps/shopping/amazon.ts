import { z } from 'zod'
import { domesticBrands } from './catalog/taxonomy/domestic-brands.ts'
import { defineMarketplace } from './marketplace.ts'
import { orderImportTax, unitImportTax } from './import-tax.ts'

/**
 * Amazon Global (亚马逊海外购): imported goods from Amazon's US, Japanese, German and British stores,
 * international brands only, shipped across the border (customs clearance shows in tracking) and
 * taxed at China's cross-border rate as a separate line. The slowest delivery of the marketplaces.
 */
export const amazon = defineMarketplace({
  id: 'amazon',
  name: 'Amazon',
  aliases: ['Amazon Global', 'Amazon China', '亚马逊', '亚马逊海外购', 'Amazon Haiwaigou'],
  description:
    "Amazon Global: imported international-brand goods from Amazon's overseas stores, shipped cross-border in 9-16 days with customs clearance; cross-border import tax (usually 9.1%) is added as its own line. International shipping ¥38, free over ¥199.",
  traits: { price: 'mid-high', speed: 'slowest', brands: 'international', shipping: 'cross-border', authenticity: 'genuine', imported: true },
  flavour: {
    idPrefix: 'B0',
    priceFactor: 1.15,
    modelPriceFactor: 1.02,
    brands: { generic: 0.12, tiers: { budget: 0.6, mainstream: 2, premium: 2.5, luxury: 0.4 }, exclude: domesticBrands },
    discount: { share: 0.3, depth: [0.05, 0.3], label: 'Deal' },
    shipping: {
      days: [9, 16],
      bulkyExtraDays: 5,
      handlingHours: [12, 48],
      cutoffHour: 15,
      fee: 38,
      freeOver: 199,
      bulkyFee: 300,
      carriers: ['UPS', 'DHL Express', 'China Post EMS'],
      origins: ['Seattle, USA', 'Los Angeles, USA', 'Tokyo, Japan', 'Frankfurt, Germany', 'London, UK'],
    },
    rating: [4.2, 4.9],
    sold: [20, 60_000],
    stock: [10, 800],
    listingsPerType: 20,
    titleStyle: 'clean',
    storeName: ({ brand, level }) => (level === 'generic' ? `${brand} (third-party seller)` : `Amazon Global · ${brand}`),
    salesLabel: (bucket) => `${bucket} bought in past month`,
    departmentWeights: { Furniture: 0.3, 'Home appliances': 0.6, Groceries: 0.5 },
    inspection: { afterShipHours: 96, text: 'Cleared China customs as a cross-border e-commerce import; import tax settled' },
    refundDays: [3, 10],
    productFields: {
      shape: {
        importTax: z.number().nonnegative().describe('Estimated cross-border import tax per unit, CNY, added at checkout'),
        taxRate: z.string(),
      },
      build: unitImportTax,
    },
    orderFields: {
      shape: {
        importTax: z.number().nonnegative().describe('Cross-border import tax, CNY, included in the total'),
        taxRate: z.string(),
        taxNote: z.string().optional(),
      },
      build: orderImportTax,
    },
  },
})
