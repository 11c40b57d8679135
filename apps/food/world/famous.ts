import type { Cuisine, PriceLevel } from './types.ts'

/**
 * What the food apps know about the gazetteer's restaurants: cuisine, price level, whether they deliver
 * and take bookings. Matched on the place's name; a restaurant no rule names is a mid-range local one.
 */
export interface FamousTraits {
  cuisine: Cuisine
  level: PriceLevel
  chain?: string
  /** 0-1: dine-in demand (queues, booked-out weekend evenings). */
  popularity: number
  /** Fine dining lists on no takeout platform. */
  takeout: boolean
  tags: readonly string[]
}

const rules: readonly (readonly [RegExp, FamousTraits])[] = [
  [/quanjude|bianyifang/i, { cuisine: 'beijing', level: 3, popularity: 0.8, takeout: true, tags: ['roast duck', 'century-old brand', 'tourist favourite'] }],
  [/siji minfu/i, { cuisine: 'beijing', level: 3, popularity: 1, takeout: true, tags: ['roast duck', 'long queues'] }],
  [/da dong|duck de chine/i, { cuisine: 'beijing', level: 4, popularity: 0.9, takeout: false, tags: ['roast duck', 'fine dining', 'Black Pearl'] }],
  [/made in china/i, { cuisine: 'beijing', level: 4, popularity: 0.7, takeout: false, tags: ['hotel dining', 'roast duck', 'business dinner'] }],
  [/donglaishun|jubaoyuan/i, { cuisine: 'hotpot', level: 3, popularity: 0.9, takeout: true, tags: ['copper pot lamb', 'century-old brand'] }],
  [/haidilao/i, { cuisine: 'hotpot', level: 3, chain: 'haidilao', popularity: 1, takeout: true, tags: ['service', 'late night', 'birthday parties'] }],
  [/xiabu/i, { cuisine: 'hotpot', level: 2, chain: 'xiabu', popularity: 0.5, takeout: true, tags: ['solo hot pot'] }],
  [/bahe li/i, { cuisine: 'hotpot', level: 2, popularity: 0.9, takeout: true, tags: ['Chaoshan beef hot pot'] }],
  [/runyuan|coconut chicken/i, { cuisine: 'hotpot', level: 2, popularity: 0.8, takeout: true, tags: ['coconut chicken hot pot'] }],
  [/xibei/i, { cuisine: 'northwestern', level: 2, popularity: 0.7, takeout: true, tags: ['oat noodles', 'family friendly'] }],
  [/trb|temple restaurant/i, { cuisine: 'western', level: 4, popularity: 0.8, takeout: false, tags: ['fine dining', 'Michelin star'] }],
  [/king'?s joy|jingzhaoyin/i, { cuisine: 'light_meal', level: 4, popularity: 0.7, takeout: false, tags: ['vegetarian', 'fine dining', 'Michelin star'] }],
  [/fu 1088|fu1088/i, { cuisine: 'jiangzhe', level: 4, popularity: 0.7, takeout: false, tags: ['Shanghainese', 'fine dining', 'Black Pearl'] }],
  [/lost heaven/i, { cuisine: 'yunnan', level: 3, popularity: 0.8, takeout: false, tags: ['Yunnan', 'views of the Bund'] }],
  [/huajia yiyuan/i, { cuisine: 'beijing', level: 2, popularity: 0.9, takeout: true, tags: ['Guijie', 'late night'] }],
  [/hu da/i, { cuisine: 'bbq', level: 2, popularity: 1, takeout: true, tags: ['crayfish', 'Guijie', 'late night', 'long queues'] }],
  [/yaoji/i, { cuisine: 'breakfast', level: 1, popularity: 0.8, takeout: true, tags: ['Beijing snacks', 'chaogan'] }],
  [/jin ding xuan/i, { cuisine: 'cantonese', level: 2, popularity: 0.7, takeout: true, tags: ['dim sum', 'open 24 hours'] }],
  [/din tai fung/i, { cuisine: 'jiangzhe', level: 3, popularity: 0.8, takeout: true, tags: ['xiaolongbao', 'Michelin star'] }],
  [/waipojia|grandma'?s home/i, { cuisine: 'jiangzhe', level: 2, popularity: 0.8, takeout: true, tags: ['Hangzhou cuisine', 'value'] }],
  [/green tea restaurant/i, { cuisine: 'jiangzhe', level: 2, popularity: 0.7, takeout: true, tags: ['Hangzhou cuisine'] }],
  [/lou wai lou|zhiweiguan|kuiyuanguan/i, { cuisine: 'jiangzhe', level: 3, popularity: 0.8, takeout: true, tags: ['century-old brand', 'West Lake'] }],
  [/nanxiang|jia jia|yang'?s/i, { cuisine: 'jiangzhe', level: 1, popularity: 0.9, takeout: true, tags: ['xiaolongbao', 'long queues'] }],
  [/meizhou dongpo/i, { cuisine: 'sichuan', level: 2, popularity: 0.6, takeout: true, tags: ['Sichuan classics'] }],
  [/nanjing impressions/i, { cuisine: 'jiangzhe', level: 2, popularity: 0.8, takeout: true, tags: ['Nanjing snacks'] }],
  [/zhajiangmian/i, { cuisine: 'noodles', level: 1, popularity: 0.6, takeout: true, tags: ['zhajiang noodles', 'Beijing snacks'] }],
  [/xiaodiao litang/i, { cuisine: 'beijing', level: 2, popularity: 0.8, takeout: true, tags: ['pear soup', 'Beijing home cooking'] }],
  [/mcdonald/i, { cuisine: 'fast_food', level: 2, chain: 'mcdonalds', popularity: 0.4, takeout: true, tags: ['fast food', 'breakfast'] }],
  [/kfc|kentucky/i, { cuisine: 'fast_food', level: 2, chain: 'kfc', popularity: 0.4, takeout: true, tags: ['fast food', 'breakfast'] }],
]

const fallback: FamousTraits = { cuisine: 'jiangzhe', level: 2, popularity: 0.6, takeout: true, tags: ['local favourite'] }

export function famousTraits(name: string): FamousTraits {
  for (const [re, traits] of rules) if (re.test(name)) return traits
  return fallback
}
