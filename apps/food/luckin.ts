import { defineDrinkApp } from './drinks/factory.ts'

/**
 * Luckin Coffee (瑞幸咖啡): China's largest coffee chain. Small pickup-first stores everywhere, fast
 * service, and standing app coupons that put most drinks at ¥9.9-19.9 against ¥23-38 menu prices.
 */
const h = (hh: number, mm = 0) => hh * 60 + mm

export const luckinCoffee = defineDrinkApp({
  id: 'luckin_coffee',
  name: 'Luckin Coffee',
  aliases: ['Luckin', 'Luckin Coffee App', 'Ruixing', '瑞幸', '瑞幸咖啡'],
  description:
    "China's biggest coffee chain (瑞幸咖啡): a store on nearly every block, drinks ready in a few minutes, and app coupons that put most drinks at ¥9.9-19.9 (coconut latte, velvet latte, Americano). Pickup with a code, or delivery for ¥6 within 3 km.",
  traits: { price: 'low', speed: 'fast', stores: 'very dense', coupons: 'always' },
  brand: {
    brand: 'Luckin Coffee',
    prefix: 'lk',
    storePattern: /luckin/i,
    storeName: { en: 'Luckin Coffee', zh: '瑞幸咖啡' },
    density: [3, 1.5, 0.6],
    hours: [h(7), h(21)],
    sizes: [
      { size: 'large', label: '大杯 Large, 16 oz', upcharge: 0 },
      { size: 'extra_large', label: '超大杯 Extra large, 20 oz', upcharge: 2 },
    ],
    sizeSynonyms: { 大杯: 'large', regular: 'large', medium: 'large', standard: 'large', grande: 'large', 超大杯: 'extra_large', xl: 'extra_large', venti: 'extra_large' },
    milks: [{ milk: 'whole', upcharge: 0 }, { milk: 'skim', upcharge: 0 }, { milk: 'oat', upcharge: 3 }, { milk: 'coconut', upcharge: 2 }],
    shotPrice: 3,
    queueMin: 1,
    perDrinkMin: 2,
    delivery: { fee: 6, radiusKm: 3, riderKmh: 16 },
    pickupCode: (n) => String(n).padStart(4, '0'),
    pricingNote: 'Prices shown are with the app coupon every account holds (menu prices are higher).',
    menu: [
      { id: 'coconut_latte', en: 'Coconut Latte', zh: '生椰拿铁', category: 'coffee', price: 29, couponPrice: 13.9, temperatures: ['iced', 'hot'], milk: false, shots: 2, description: 'Espresso with fresh coconut milk; the bestseller.' },
      { id: 'iced_coconut_latte', en: 'Iced Coconut Cloud Latte', zh: '冰吸生椰拿铁', category: 'coffee', price: 32, couponPrice: 15.9, temperatures: ['iced'], milk: false, shots: 2, description: 'Coconut latte over smoothie ice.' },
      { id: 'americano', en: 'Americano', zh: '标准美式', category: 'coffee', price: 23, couponPrice: 9.9, temperatures: ['hot', 'iced'], milk: false, shots: 2, description: 'Espresso and water.' },
      { id: 'latte', en: 'Latte', zh: '拿铁', category: 'coffee', price: 26, couponPrice: 12.9, temperatures: ['hot', 'iced'], milk: true, shots: 2, description: 'Espresso with steamed milk.' },
      { id: 'velvet_latte', en: 'Velvet Latte', zh: '丝绒拿铁', category: 'coffee', price: 29, couponPrice: 14.9, temperatures: ['hot', 'iced'], milk: true, shots: 2, description: 'Latte with a velvet-textured milk.' },
      { id: 'thick_milk_latte', en: 'Thick Milk Latte', zh: '厚乳拿铁', category: 'coffee', price: 29, couponPrice: 14.9, temperatures: ['hot', 'iced'], milk: true, shots: 2, description: 'Latte with concentrated milk.' },
      { id: 'orange_c_americano', en: 'Orange C Americano', zh: '橙C美式', category: 'coffee', price: 27, couponPrice: 12.9, temperatures: ['iced'], milk: false, shots: 2, description: 'Americano with NFC orange juice.' },
      { id: 'flat_white', en: 'Flat White', zh: '澳瑞白', category: 'coffee', price: 30, couponPrice: 15.9, temperatures: ['hot', 'iced'], milk: true, shots: 3, description: 'Ristretto shots with a thin layer of milk.' },
      { id: 'cappuccino', en: 'Cappuccino', zh: '卡布奇诺', category: 'coffee', price: 26, couponPrice: 12.9, temperatures: ['hot'], milk: true, shots: 2, description: 'Espresso with foamed milk.' },
      { id: 'caramel_macchiato', en: 'Caramel Macchiato', zh: '焦糖玛奇朵', category: 'coffee', price: 29, couponPrice: 14.9, temperatures: ['hot', 'iced'], milk: true, shots: 2, description: 'Vanilla milk, espresso and caramel.' },
      { id: 'cheese_latte', en: 'Cheese Latte', zh: '生酪拿铁', category: 'coffee', price: 32, couponPrice: 15.9, temperatures: ['hot', 'iced'], milk: true, shots: 2, description: 'Latte with a cream-cheese flavour.' },
      { id: 'moutai_latte', en: 'Moutai-Flavoured Latte', zh: '酱香拿铁', category: 'coffee', price: 38, couponPrice: 19.9, temperatures: ['hot', 'iced'], milk: true, shots: 2, alcohol: true, description: 'Latte with Kweichow Moutai baijiu (contains alcohol, under 0.5%).' },
      { id: 'jasmine_milk_tea', en: 'Light Jasmine Milk Tea', zh: '轻轻茉莉', category: 'tea', price: 26, couponPrice: 12.9, temperatures: ['iced', 'hot'], milk: true, shots: 0, description: 'Jasmine tea with milk.' },
      { id: 'matcha_frappe', en: 'Matcha Frappé', zh: '抹茶瑞纳冰', category: 'frappe', price: 32, couponPrice: 16.9, temperatures: ['iced'], milk: true, shots: 0, description: 'Blended matcha with ice and cream.' },
    ],
  },
})
