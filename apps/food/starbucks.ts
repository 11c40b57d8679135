import { defineDrinkApp } from './drinks/factory.ts'

/**
 * Starbucks China (星巴克): the premium coffee house. Fewer, bigger stores, three cup sizes, drinks at
 * ¥30-45, made to order (slower than Luckin), and Starbucks Delivers (专星送) for ¥9.
 */
const h = (hh: number, mm = 0) => hh * 60 + mm

export const starbucks = defineDrinkApp({
  id: 'starbucks',
  name: 'Starbucks',
  aliases: ['Starbucks China', 'Starbucks Coffee', 'Starbucks App', '星巴克', '星巴克中国'],
  description:
    'Starbucks China (星巴克): handcrafted espresso drinks, teas and Frappuccinos in Tall, Grande and Venti at ¥30-45 a cup; order ahead for pickup with a code, or Starbucks Delivers (专星送) for ¥9 within 3 km.',
  traits: { price: 'premium', speed: 'moderate', stores: 'fewer, larger', coupons: 'rare' },
  brand: {
    brand: 'Starbucks',
    prefix: 'sbux',
    storePattern: /starbucks/i,
    storeName: { en: 'Starbucks', zh: '星巴克' },
    density: [1.5, 0.6, 0.2],
    hours: [h(7), h(22)],
    sizes: [
      { size: 'tall', label: '中杯 Tall, 12 oz', upcharge: 0 },
      { size: 'grande', label: '大杯 Grande, 16 oz', upcharge: 3 },
      { size: 'venti', label: '超大杯 Venti, 20 oz', upcharge: 6 },
    ],
    sizeSynonyms: { 中杯: 'tall', small: 'tall', regular: 'tall', 大杯: 'grande', medium: 'grande', 超大杯: 'venti', large: 'venti', extra_large: 'venti' },
    milks: [{ milk: 'whole', upcharge: 0 }, { milk: 'skim', upcharge: 0 }, { milk: 'oat', upcharge: 5 }, { milk: 'soy', upcharge: 4 }],
    shotPrice: 4,
    queueMin: 2,
    perDrinkMin: 3,
    delivery: { fee: 9, radiusKm: 3, riderKmh: 16 },
    pickupCode: (n) => `A${String(n % 1000).padStart(3, '0')}`,
    pricingNote: 'Menu prices; no standing coupons.',
    menu: [
      { id: 'caffe_americano', en: 'Caffè Americano', zh: '美式咖啡', category: 'coffee', price: 30, temperatures: ['hot', 'iced'], milk: false, shots: 2, description: 'Espresso shots topped with water.' },
      { id: 'caffe_latte', en: 'Caffè Latte', zh: '拿铁', category: 'coffee', price: 33, temperatures: ['hot', 'iced'], milk: true, shots: 1, description: 'Espresso with steamed milk and a light layer of foam.' },
      { id: 'cappuccino', en: 'Cappuccino', zh: '卡布奇诺', category: 'coffee', price: 33, temperatures: ['hot'], milk: true, shots: 1, description: 'Espresso under a deep layer of foam.' },
      { id: 'caramel_macchiato', en: 'Caramel Macchiato', zh: '焦糖玛奇朵', category: 'coffee', price: 36, temperatures: ['hot', 'iced'], milk: true, shots: 2, description: 'Vanilla syrup, milk, espresso and caramel drizzle.' },
      { id: 'caffe_mocha', en: 'Caffè Mocha', zh: '摩卡', category: 'coffee', price: 35, temperatures: ['hot', 'iced'], milk: true, shots: 1, description: 'Espresso, mocha sauce, milk and whipped cream.' },
      { id: 'flat_white', en: 'Flat White', zh: '馥芮白', category: 'coffee', price: 37, temperatures: ['hot'], milk: true, shots: 2, description: 'Ristretto shots with velvety whole milk.' },
      { id: 'toffee_nut_latte', en: 'Toffee Nut Latte', zh: '太妃榛果拿铁', category: 'coffee', price: 36, temperatures: ['hot', 'iced'], milk: true, shots: 1, description: 'Latte with toffee nut syrup.' },
      { id: 'cold_brew', en: 'Cold Brew', zh: '冷萃冰咖啡', category: 'coffee', price: 34, temperatures: ['iced'], milk: false, shots: 0, description: 'Coffee steeped cold for 20 hours.' },
      { id: 'oatmilk_latte', en: 'Oatmilk Latte', zh: '燕麦拿铁', category: 'coffee', price: 38, temperatures: ['hot', 'iced'], milk: false, shots: 1, description: 'Espresso with oat milk.' },
      { id: 'matcha_latte', en: 'Matcha Tea Latte', zh: '抹茶拿铁', category: 'tea', price: 35, temperatures: ['hot', 'iced'], milk: true, shots: 0, description: 'Matcha with steamed milk.' },
      { id: 'black_tea_latte', en: 'Black Tea Latte', zh: '经典红茶拿铁', category: 'tea', price: 31, temperatures: ['hot', 'iced'], milk: true, shots: 0, description: 'Black tea with steamed milk.' },
      { id: 'mocha_frappuccino', en: 'Mocha Frappuccino', zh: '摩卡星冰乐', category: 'frappe', price: 37, temperatures: ['iced'], milk: true, shots: 1, description: 'Coffee, mocha sauce, milk and ice, blended, with whipped cream.' },
      { id: 'java_chip_frappuccino', en: 'Java Chip Frappuccino', zh: '焦糖可可碎片星冰乐', category: 'frappe', price: 39, temperatures: ['iced'], milk: true, shots: 1, description: 'Coffee blended with chocolate chips and whipped cream.' },
    ],
  },
})
