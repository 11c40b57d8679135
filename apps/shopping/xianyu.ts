import { z } from 'zod'
import type { Rng } from '../kit/index.ts'
import type { ListingVariant, StoreContext } from './flavour.ts'
import { defineMarketplace } from './marketplace.ts'

/** ToolSpectrum's condition values, spelled as its toolset does. */
const conditions = ['brand_new', 'slightly used', 'heavily used'] as const
type Condition = (typeof conditions)[number]

/** Share of the retail price a second-hand item asks, by condition. */
const askingShare: Record<Condition, readonly [number, number]> = {
  brand_new: [0.7, 0.9],
  'slightly used': [0.45, 0.7],
  'heavily used': [0.2, 0.4],
}

/** Each type's first three listings cover the three conditions, so every condition finds something. */
function secondHand(ordinal: number, rng: Rng): ListingVariant {
  const condition = ordinal < 3 ? conditions[ordinal]! : rng.weighted(conditions, [3, 5, 2])
  return { priceFactor: rng.float(...askingShare[condition]), fields: { condition }, listPriceLabel: 'Below retail' }
}

const nickHeads = ['Lemon', 'Momo', 'Xiaoyu', 'Kiki', 'Ah Jie', 'Sunny', 'Doudou', 'Leo', 'Nana', 'Cici', 'Tangtang', 'Mumu', 'Bobo', 'Lulu', 'Ayu']
const nickTails = ["'s Closet", "'s Corner", ' Idle Finds', ' Declutter', "'s Shelf", ' Secondhand', '_1998', '_2001', ' Moving Sale', "'s Treasures"]

/** Xianyu sellers are people: a nickname, not a store. */
const sellerName = ({ rng }: StoreContext): string => rng.pick(nickHeads) + rng.pick(nickTails)

const creditOf = (rating: number): string => (rating >= 4.8 ? 'Excellent seller credit' : rating >= 4.5 ? 'Very good seller credit' : 'Good seller credit')

/**
 * Xianyu (闲鱼): Alibaba's second-hand marketplace. Each listing is one item from a person: its
 * condition (ToolSpectrum's `condition`, required when searching and buying), the seller's city and
 * rating, and an asking price below retail. Payment is held until the buyer confirms receipt.
 * ToolSpectrum's under-18 purchase rule applies.
 */
export const xianyu = defineMarketplace({
  id: 'xianyu',
  name: 'Xianyu',
  aliases: ['闲鱼', 'Idle Fish', 'Idlefish', 'Xian Yu'],
  description:
    "Second-hand marketplace: one item per listing from individual sellers, with its condition (brand_new, slightly used, heavily used), the seller's city and rating, and a price below retail. Payment is held until you confirm receipt.",
  traits: { price: 'low', speed: 'medium', brands: 'mixed', shipping: 'seller-set', authenticity: 'unverified', secondHand: true },
  minorRule: {},
  exactToolSpectrum: true,
  flavour: {
    idPrefix: 'XY',
    priceFactor: 1,
    brands: { generic: 0.25, tiers: { budget: 2, mainstream: 2.5, premium: 1.2, luxury: 0.3 } },
    discount: { share: 0, depth: [0, 0], label: '' },
    variant: secondHand,
    // Last years' phones trade here too, each model in every condition.
    stocksDiscontinued: true,
    variantsPerModel: 3,
    shipping: {
      days: [2, 4],
      bulkyExtraDays: 2,
      handlingHours: [12, 48],
      cutoffHour: 20,
      fee: 8,
      freeOver: 100,
      bulkyFee: 60,
      carriers: ['ZTO Express', 'YTO Express', 'SF Express', 'Yunda Express', 'J&T Express'],
      origins: ['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Hangzhou', 'Chengdu', 'Wuhan', 'Nanjing', "Xi'an", 'Chongqing', 'Suzhou', 'Tianjin', 'Changsha', 'Xiamen'],
    },
    rating: [4.1, 5.0],
    sold: [1, 150],
    stock: [1, 1],
    listingsPerType: 24,
    titleStyle: 'clean',
    storeName: sellerName,
    salesLabel: (bucket) => `${bucket} want this`,
    excludeCategories: ['Groceries'],
    refundDays: [1, 2],
    productFields: {
      shape: {
        condition: z.enum(conditions).describe('Condition of this one item'),
        sellerCity: z.string().describe('Where the seller is (the item ships from there)'),
        sellerRating: z.number().min(0).max(5),
        sellerCredit: z.string(),
      },
      build: (p) => ({ sellerCity: p.shipsFrom, sellerRating: p.rating, sellerCredit: creditOf(p.rating) }),
    },
    extraParameters: {
      shape: { condition: z.enum(conditions).describe('Condition of the item: brand_new, slightly used or heavily used.') },
      accepts: (p, args) => p.extra.condition === args.condition,
    },
    orderFields: {
      shape: {
        seller: z.string(),
        sellerCity: z.string(),
        condition: z.enum(conditions),
        paymentProtection: z.string(),
      },
      build: (p) => ({
        fields: {
          seller: p.store,
          sellerCity: p.shipsFrom,
          condition: p.extra.condition as Condition,
          paymentProtection: 'Held by Xianyu until you confirm receipt',
        },
      }),
    },
  },
})
