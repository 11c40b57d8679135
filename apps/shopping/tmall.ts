import { z } from 'zod'
import { roundMoney } from './catalog/pricing.ts'
import { flagshipStoreName } from './flavour.ts'
import { defineMarketplace } from './marketplace.ts'

/**
 * Tmall: Alibaba's mall of brand flagship stores. Genuine goods with a guarantee, mid-to-high prices,
 * fast free shipping from Cainiao warehouses; 88VIP members pay 5% less. ToolSpectrum's under-18
 * purchase rule applies.
 */
export const tmall = defineMarketplace({
  id: 'tmall',
  name: 'Tmall',
  aliases: ['天猫', 'Tmall.com', 'Tian Mao', 'Tmall Mall'],
  description:
    "Alibaba's B2C mall of official brand flagship stores: genuine products, mid-to-high prices, free shipping and delivery in 1-3 days, 7-day no-reason returns.",
  traits: { price: 'mid-high', speed: 'fast', brands: 'official', shipping: 'free', authenticity: 'genuine' },
  minorRule: {},
  exactToolSpectrum: true,
  flavour: {
    idPrefix: 'TB',
    priceFactor: 1.12,
    // Brands' own flagships: an iPhone costs what Apple charges.
    listPriceModels: true,
    brands: { generic: 0.03, tiers: { budget: 1, mainstream: 3, premium: 2.5, luxury: 0.6 } },
    discount: { share: 0.35, depth: [0.05, 0.25], label: 'Store coupon' },
    shipping: {
      days: [1, 3],
      bulkyExtraDays: 2,
      handlingHours: [2, 20],
      cutoffHour: 16,
      fee: 0,
      bulkyFee: 0,
      carriers: ['SF Express', 'ZTO Express', 'YTO Express', 'Yunda Express'],
      origins: ['Hangzhou', 'Shanghai', 'Guangzhou', 'Beijing', 'Wuhan', 'Chengdu', 'Tianjin'],
    },
    rating: [4.6, 5.0],
    sold: [30, 80_000],
    stock: [50, 3000],
    listingsPerType: 24,
    titleStyle: 'clean',
    storeName: flagshipStoreName,
    salesLabel: (bucket) => `${bucket} sold this month`,
    productFields: {
      shape: {
        guarantee: z.string().describe('What the mall guarantees'),
        vip88Price: z.number().nonnegative().describe('CNY for 88VIP members'),
      },
      build: (p) => ({
        guarantee: p.type.category === 'Electronics' || p.type.category === 'Home appliances' ? 'Genuine guarantee · national warranty · 7-day no-reason returns' : 'Genuine guarantee · 7-day no-reason returns',
        vip88Price: roundMoney(p.price * 0.95),
      }),
    },
  },
})
