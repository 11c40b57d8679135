import type { ProductType } from '../types.ts'

/** Large home goods added after the first catalog: a dishwasher and a dresser, both shipped by freight. */
export const homeMoreTypes: readonly ProductType[] = [
  {
    key: 'dishwasher',
    name: 'Dishwasher',
    category: 'Home appliances',
    terms: ['dishwasher', 'dishwashers', 'dish washer', 'countertop dishwasher', 'built-in dishwasher'],
    zh: ['洗碗机'],
    price: [2999, 4999],
    brands: [
      { name: 'Xiaomi Mijia', tier: 'budget', zh: '米家', models: [{ name: 'Countertop Dishwasher S1', price: 1999 }] },
      { name: 'Midea', tier: 'mainstream', zh: '美的' },
      { name: 'Haier', tier: 'mainstream', zh: '海尔' },
      { name: 'Fotile', tier: 'premium', zh: '方太' },
      { name: 'Siemens', tier: 'premium', zh: '西门子' },
      { name: 'Bosch', tier: 'premium', zh: '博世' },
    ],
    attributes: [
      { name: 'capacity', values: ['8 Place Settings', ['13 Place Settings', 1.3], ['16 Place Settings', 1.55]] },
      { name: 'install', values: ['Countertop', 'Built-in', 'Freestanding'] },
      { name: 'feature', values: ['Hot Air Drying', 'UV Sterilisation', 'Auto Door Opening'] },
    ],
    colors: ['Silver', 'Black', 'White'],
    bulky: true,
    keywords: ['Energy Class 1', 'Sterilising', 'Household', 'Free Installation'],
    weight: 0.8,
  },
  {
    key: 'dresser',
    name: 'Dresser',
    category: 'Furniture',
    terms: ['dresser', 'dressers', 'chest of drawers', 'drawer chest', 'drawers', 'dressing table', 'vanity', 'makeup table'],
    zh: ['斗柜', '五斗柜', '梳妆台'],
    price: [599, 1499],
    brands: [
      { name: "Lin's Wood", tier: 'budget', zh: '林氏家居' },
      { name: 'QuanU', tier: 'mainstream', zh: '全友' },
      { name: 'IKEA', tier: 'mainstream', zh: '宜家', models: [{ name: 'MALM 6-Drawer Dresser', price: 1299 }, { name: 'HEMNES 8-Drawer Dresser', price: 2799 }] },
      { name: 'Kuka', tier: 'premium', zh: '顾家家居' },
      { name: 'Muji', tier: 'premium', zh: '无印良品' },
    ],
    attributes: [
      { name: 'type', values: ['5-Drawer Chest', '6-Drawer Dresser', 'Dressing Table with Mirror', 'Bedside Chest'] },
      { name: 'material', values: ['Solid Wood', 'Engineered Wood', 'Rattan Front'] },
    ],
    colors: ['Walnut', 'Oak', 'White', 'Black', 'Grey'],
    bulky: true,
    keywords: ['Bedroom', 'Storage', 'Nordic', 'Small Apartment'],
    weight: 0.8,
  },
]
