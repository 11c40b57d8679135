import type { Model } from '../types.ts'

/**
 * Makers' own line-ups where shoppers know the configurations and prices by heart: Apple's China
 * list prices (CNY) per storage or memory option, and the older phones that now sell only second-hand
 * (priced from their last retail price).
 */

export const iPhones: readonly Model[] = [
  { name: 'iPhone 16', price: 5999, configs: [['128GB', 5999], ['256GB', 6999], ['512GB', 8999]] },
  { name: 'iPhone 16 Pro', price: 7999, configs: [['128GB', 7999], ['256GB', 8999], ['512GB', 10999], ['1TB', 12999]] },
  { name: 'iPhone 16 Pro Max', price: 9999, configs: [['256GB', 9999], ['512GB', 11999], ['1TB', 13999]] },
  { name: 'iPhone 15', price: 4999, discontinued: true, configs: [['128GB', 4999], ['256GB', 5999]] },
  { name: 'iPhone 15 Pro', price: 7999, discontinued: true, configs: [['128GB', 7999], ['256GB', 8999]] },
  { name: 'iPhone 14', price: 4999, discontinued: true, configs: [['128GB', 4999], ['256GB', 5999]] },
  { name: 'iPhone 14 Pro', price: 7999, discontinued: true, configs: [['128GB', 7999], ['256GB', 8899]] },
  { name: 'iPhone 13', price: 4399, discontinued: true, configs: [['128GB', 4399], ['256GB', 5199], ['512GB', 6799]] },
]

export const appleWatches: readonly Model[] = [
  { name: 'Watch Series 10', price: 2999, configs: [['42mm GPS', 2999], ['46mm GPS', 3199]] },
  { name: 'Watch Ultra 2', price: 6499, configs: [['49mm GPS + Cellular', 6499]] },
]

export const macBooks: readonly Model[] = [
  { name: 'MacBook Air 13 M4', price: 7999, configs: [['16GB+256GB', 7999], ['16GB+512GB', 9499], ['24GB+512GB', 10999]] },
  { name: 'MacBook Pro 14 M4', price: 12999, configs: [['16GB+512GB', 12999], ['16GB+1TB', 14499], ['24GB+1TB', 15999]] },
]

export const iPads: readonly Model[] = [
  { name: 'iPad (A16)', price: 2999, configs: [['128GB Wi-Fi', 2999], ['256GB Wi-Fi', 3749], ['512GB Wi-Fi', 5249]] },
  { name: 'iPad Air 11 M3', price: 4799, configs: [['128GB Wi-Fi', 4799], ['256GB Wi-Fi', 5599], ['512GB Wi-Fi', 7199], ['1TB Wi-Fi', 8799]] },
  { name: 'iPad Pro 11 M4', price: 8999, configs: [['256GB Wi-Fi', 8999], ['512GB Wi-Fi', 10999], ['1TB Wi-Fi', 14999]] },
]

/** Last year's Android flagships, still traded on second-hand apps. */
export const usedAndroidFlagships = {
  huawei: { name: 'Mate 60 Pro', price: 6499, discontinued: true, configs: [['12GB+256GB', 6499], ['12GB+512GB', 6999]] },
  xiaomi: { name: 'Xiaomi 14', price: 4299, discontinued: true, configs: [['12GB+256GB', 4299], ['16GB+512GB', 4599]] },
  samsung: { name: 'Galaxy S24', price: 5999, discontinued: true, configs: [['8GB+256GB', 5999], ['12GB+512GB', 6999]] },
} as const satisfies Record<string, Model>
