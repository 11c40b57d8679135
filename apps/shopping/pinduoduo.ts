import { z } from 'zod'
import { retailPrice, roundMoney } from './catalog/pricing.ts'
import { factoryStoreName } from './flavour.ts'
import { defineMarketplace } from './marketplace.ts'

const GROUP_SIZE = 2

/**
 * Pinduoduo: group-buying marketplace. Every listing has a group price (the price shown, paid when two
 * buyers team up; an open group is always there to join) and a dearer solo price. Factory goods and
 * subsidised brands, China's lowest prices with Temu, free but unhurried shipping. ToolSpectrum's
 * under-18 purchase rule applies.
 */
export const pinduoduo = defineMarketplace({
  id: 'pinduoduo',
  name: 'Pinduoduo',
  aliases: ['拼多多', 'PDD', 'Pin Duo Duo', 'Pinduoduo Shopping'],
  description:
    'Group-buying marketplace with the lowest prices: factory-direct goods and subsidised brands. Listings show the group price (2-person group, joined automatically) and the solo price; free shipping, delivery in 2-5 days.',
  traits: { price: 'lowest', speed: 'medium-slow', brands: 'mixed', shipping: 'free', authenticity: 'mixed', groupBuy: true },
  minorRule: {},
  exactToolSpectrum: true,
  flavour: {
    idPrefix: 'PDD',
    priceFactor: 0.9,
    // The "10 Billion Subsidy" channel sells named models below their list price.
    modelPriceFactor: 0.88,
    brands: { generic: 0.6, tiers: { budget: 3, mainstream: 1.5, premium: 1 } },
    discount: { share: 0.55, depth: [0.15, 0.6], label: 'Limited-time discount' },
    shipping: {
      days: [2, 5],
      bulkyExtraDays: 3,
      handlingHours: [12, 48],
      cutoffHour: 17,
      fee: 0,
      bulkyFee: 0,
      carriers: ['YTO Express', 'ZTO Express', 'Yunda Express', 'J&T Express', 'STO Express'],
      origins: ['Yiwu', 'Guangzhou', 'Shantou', 'Jinhua', 'Linyi', 'Quanzhou', 'Cangzhou', 'Suqian'],
    },
    rating: [4.2, 4.9],
    sold: [100, 500_000],
    stock: [50, 9999],
    listingsPerType: 30,
    titleStyle: 'keyword',
    storeName: factoryStoreName,
    salesLabel: (bucket) => `${bucket} group-bought`,
    refundDays: [1, 3],
    productFields: {
      shape: {
        soloPrice: z.number().nonnegative().describe('CNY when buying alone instead of in a group'),
        groupSize: z.number().int().positive().describe('Buyers per group; the price shown is the group price'),
        subsidy: z.string().optional().describe('Platform subsidy badge'),
      },
      build(p, rng) {
        const solo = retailPrice(p.price * rng.float(1.08, 1.3))
        return {
          soloPrice: solo > p.price ? solo : roundMoney(p.price + 1),
          groupSize: GROUP_SIZE,
          ...(p.model && (p.level === 'premium' || p.level === 'luxury') ? { subsidy: '10 Billion Subsidy: genuine, platform-subsidised' } : {}),
        }
      },
    },
    orderFields: {
      shape: {
        purchaseMode: z.string(),
        soloPrice: z.number().nonnegative().describe('Unit price had it been bought alone'),
        groupSavings: z.number().nonnegative().describe('CNY saved by buying in a group'),
      },
      build(p, count) {
        const solo = Number(p.extra.soloPrice)
        return {
          fields: {
            purchaseMode: `Group buy: joined an open ${GROUP_SIZE}-person group, group complete`,
            soloPrice: solo,
            groupSavings: roundMoney((solo - p.price) * count),
          },
        }
      },
    },
  },
})
