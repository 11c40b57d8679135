import type { ProductType } from '../types.ts'

/** Packaged food the malls sell by the carton (Tmall Supermarket, JD Supermarket, Pinduoduo). */
export const groceryTypes: readonly ProductType[] = [
  {
    key: 'instant_noodles',
    name: 'Instant Noodles',
    category: 'Groceries',
    terms: ['instant noodles', 'noodles', 'noodle', 'ramen', 'instant ramen', 'cup noodles', 'instant noodle'],
    zh: ['方便面', '泡面', '拉面'],
    price: [24, 49],
    brands: [
      { name: 'Baixiang', tier: 'budget', zh: '白象' },
      { name: 'Master Kong', tier: 'mainstream', zh: '康师傅' },
      { name: 'Uni-President', tier: 'mainstream', zh: '统一' },
      { name: 'Nissin', tier: 'mainstream', zh: '日清', aka: ['Cup Noodles'] },
      { name: 'Nongshim', tier: 'mainstream', zh: '农心', aka: ['Shin Ramyun'] },
      { name: 'Samyang', tier: 'mainstream', zh: '三养', aka: ['Buldak'] },
      { name: 'Ichiran', tier: 'premium', zh: '一兰', price: [118, 168] },
    ],
    attributes: [
      { name: 'flavour', values: ['Braised Beef', 'Tomato Beef', 'Pickled Cabbage Beef', 'Spicy Chicken', 'Seafood', 'Tonkotsu'] },
      { name: 'pack', values: ['5-Bag Pack', ['12-Cup Box', 1.8], ['24-Bag Carton', 3.4]] },
    ],
    keywords: ['Late-Night Snack', 'Family Pack', 'Spicy', 'Dormitory'],
    weight: 0.7,
  },
]
