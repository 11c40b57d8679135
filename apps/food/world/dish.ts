import type { DishTemplate, Section } from './types.ts'

/** Shorthand for the menu tables: `dish('Mapo Tofu', '麻婆豆腐', 22, 'mains', { spice: 2 })`. */
export const dish = (en: string, zh: string, price: number, section: Section, extra: Omit<DishTemplate, 'en' | 'zh' | 'price' | 'section'> = {}): DishTemplate => ({
  en,
  zh,
  price,
  section,
  ...extra,
})

/** Rice that comes with a Chinese meal, and the drinks most shops add. */
export const rice = dish('Steamed Rice', '米饭', 2, 'staples', { portion: '1 bowl' })
export const tsingtao = dish('Tsingtao Beer', '青岛啤酒', 8, 'drinks', { portion: '500 ml bottle', alcohol: true })
export const cola = dish('Coca-Cola', '可口可乐', 4, 'drinks', { portion: '330 ml can' })
export const sourPlum = dish('Sour Plum Drink', '酸梅汤', 6, 'drinks', { portion: '400 ml' })
