import { conflict } from '../kit/index.ts'
import { roundMoney } from './catalog/pricing.ts'
import type { Product } from './catalog/types.ts'

/** Most one cross-border retail order may be worth (China's per-order limit), CNY. */
export const CROSS_BORDER_ORDER_LIMIT = 5000

const cosmetics = new Set(['lipstick', 'skincare', 'perfume', 'cleanser', 'sunscreen', 'face_mask', 'primer', 'eyeshadow', 'nail_polish', 'body_lotion'])

/**
 * China's cross-border e-commerce retail import tax: 70% of the VAT (9% books, 13% other goods) plus
 * consumption tax where due (high-end cosmetics, luxury watches). An order of one item over the limit
 * pays the full general-trade rate instead.
 */
export function importTaxRate(product: Product, overLimit: boolean): number {
  const upmarket = product.level === 'premium' || product.level === 'luxury'
  const full =
    product.type.category === 'Books'
      ? 0.09
      : cosmetics.has(product.type.key) && upmarket
        ? 0.33 // (13% VAT + 15% consumption tax) / (1 - 15%)
        : product.type.key === 'wristwatch' && product.price >= 10_000
          ? 0.4125 // (13% VAT + 20% consumption tax) / (1 - 20%)
          : 0.13
  return overLimit ? full : Math.round(full * 0.7 * 1000) / 1000
}

const percent = (rate: number): string => `${Math.round(rate * 1000) / 10}%`

/** The tax a listing shows per unit. */
export const unitImportTax = (product: Omit<Product, 'extra'>) => {
  const rate = importTaxRate(product as Product, product.price > CROSS_BORDER_ORDER_LIMIT)
  return { importTax: roundMoney(product.price * rate), taxRate: percent(rate) }
}

/** The tax line of an order; several items worth more than the limit must be split into orders (409). */
export function orderImportTax(product: Product, count: number, subtotal: number) {
  if (count > 1 && subtotal > CROSS_BORDER_ORDER_LIMIT) {
    throw conflict(`Cross-border orders are limited to ¥${CROSS_BORDER_ORDER_LIMIT.toLocaleString('en-US')} each; ${count} × ¥${product.price} is ¥${subtotal}. Buy fewer items per order.`)
  }
  const overLimit = subtotal > CROSS_BORDER_ORDER_LIMIT
  const rate = importTaxRate(product, overLimit)
  const importTax = roundMoney(subtotal * rate)
  return {
    fields: { importTax, taxRate: percent(rate), ...(overLimit ? { taxNote: `One item over ¥${CROSS_BORDER_ORDER_LIMIT.toLocaleString('en-US')}: taxed at the general-trade rate` } : {}) },
    charge: importTax,
  }
}
