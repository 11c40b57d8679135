import { dish } from './dish.ts'
import type { Cuisine, DishTemplate, PriceLevel } from './types.ts'

/**
 * Real chains with branches all over the city. Those with a `menu` sell it at the same prices in every
 * branch (their real signature items, prices typical of 2025); the others cook their cuisine's dishes,
 * priced once for the whole chain.
 */
export interface Chain {
  id: string
  en: string
  zh: string
  cuisine: Cuisine
  level: PriceLevel
  perCapita: number
  /** How often a generated shop is a branch of it (relative). */
  weight: number
  /** Only in these cities (ids); everywhere when absent. */
  cities?: readonly string[]
  hours: readonly [number, number]
  menu?: readonly DishTemplate[]
  tags: readonly string[]
}

const h = (hh: number, mm = 0) => hh * 60 + mm
const pepsi = dish('Pepsi', '百事可乐', 9, 'drinks', { sizes: 'cup' })
const coke = dish('Coca-Cola', '可口可乐', 9, 'drinks', { sizes: 'cup' })

export const chains: readonly Chain[] = [
  {
    id: 'kfc', en: 'KFC', zh: '肯德基', cuisine: 'fast_food', level: 2, perCapita: 38, weight: 10, hours: [h(6, 30), h(23, 30)], tags: ['fast food', 'breakfast'],
    menu: [
      dish('Zinger Burger', '香辣鸡腿堡', 21.5, 'signature', { spice: 1 }),
      dish('New Orleans Roasted Chicken Burger', '新奥尔良烤鸡腿堡', 22, 'mains'),
      dish('Old Beijing Chicken Twister', '老北京鸡肉卷', 19, 'mains'),
      dish('Original Recipe Chicken', '吮指原味鸡', 12.5, 'snacks', { portion: '1 piece' }),
      dish('Hot Wings', '香辣鸡翅', 12.5, 'snacks', { portion: '2 wings', spice: 1 }),
      dish('Chicken Nuggets', '黄金鸡块', 11.5, 'snacks', { portion: '5 pieces' }),
      dish('French Fries', '薯条', 11.5, 'sides', { sizes: 'cup' }),
      dish('Portuguese Egg Tart', '葡式蛋挞', 8, 'desserts', { portion: '1 tart' }),
      dish('Family Bucket', '全家桶', 89, 'signature', { portion: 'serves 3-4' }),
      pepsi,
    ],
  },
  {
    id: 'mcdonalds', en: "McDonald's", zh: '麦当劳', cuisine: 'fast_food', level: 2, perCapita: 36, weight: 10, hours: [h(6), h(24)], tags: ['fast food', 'breakfast'],
    menu: [
      dish('Big Mac', '巨无霸', 25, 'signature'),
      dish('McSpicy Chicken Burger', '麦辣鸡腿堡', 22, 'mains', { spice: 1 }),
      dish('Grilled Chicken Burger', '板烧鸡腿堡', 23, 'mains'),
      dish('Filet-O-Fish', '麦香鱼', 16, 'mains'),
      dish('Double Cheeseburger', '双层吉士汉堡', 20, 'mains'),
      dish('Chicken McNuggets', '麦乐鸡', 13, 'snacks', { portion: '5 pieces' }),
      dish('French Fries', '薯条', 12, 'sides', { sizes: 'cup' }),
      dish('Oreo McFlurry', '奥利奥麦旋风', 15, 'desserts'),
      coke,
    ],
  },
  {
    id: 'burger_king', en: 'Burger King', zh: '汉堡王', cuisine: 'fast_food', level: 2, perCapita: 42, weight: 3, hours: [h(9), h(23)], tags: ['flame-grilled'],
    menu: [
      dish('Whopper', '皇堡', 32, 'signature'),
      dish('Spicy Chicken Burger', '霸王鸡腿堡', 25, 'mains', { spice: 1 }),
      dish('Chicken Fries', '霸王鸡条', 16, 'snacks', { portion: '6 pieces' }),
      dish('Onion Rings', '洋葱圈', 12, 'sides'),
      dish('French Fries', '薯条', 13, 'sides', { sizes: 'cup' }),
      coke,
    ],
  },
  {
    id: 'wallace', en: 'Wallace', zh: '华莱士', cuisine: 'fast_food', level: 1, perCapita: 22, weight: 6, hours: [h(9), h(23)], tags: ['value'],
    menu: [
      dish('Spicy Chicken Leg Burger', '香辣鸡腿堡', 12, 'signature', { spice: 1 }),
      dish('Whole Fried Chicken', '全鸡', 29.9, 'mains', { portion: 'about 800 g' }),
      dish('Crispy Chicken Wings', '香辣鸡翅', 9, 'snacks', { portion: '2 wings' }),
      dish('French Fries', '薯条', 7, 'sides', { sizes: 'cup' }),
      dish('Cola', '可乐', 5, 'drinks', { sizes: 'cup' }),
    ],
  },
  {
    id: 'tastien', en: 'Tastien', zh: '塔斯汀', cuisine: 'fast_food', level: 1, perCapita: 25, weight: 6, hours: [h(9, 30), h(22, 30)], tags: ['Chinese-style burger'],
    menu: [
      dish('Spicy Chicken Leg Chinese Burger', '香辣鸡腿中国汉堡', 14.9, 'signature', { spice: 2 }),
      dish('Peking Duck Chinese Burger', '北京烤鸭中国汉堡', 17.9, 'mains'),
      dish('Mala Chicken Chinese Burger', '藤椒鸡腿中国汉堡', 15.9, 'mains', { spice: 2 }),
      dish('Crispy Chicken Nuggets', '脆皮鸡块', 9.9, 'snacks'),
      dish('French Fries', '薯条', 8, 'sides'),
      dish('Cola', '可乐', 5, 'drinks'),
    ],
  },
  {
    id: 'pizza_hut', en: 'Pizza Hut', zh: '必胜客', cuisine: 'western', level: 2, perCapita: 75, weight: 4, hours: [h(10), h(22)], tags: ['pizza', 'family'],
    menu: [
      dish('Super Supreme Pizza', '超级至尊比萨', 89, 'signature', { sizes: 'pizza' }),
      dish('Durian Pizza', '榴莲比萨', 99, 'mains', { sizes: 'pizza' }),
      dish('Spaghetti Bolognese', '意式肉酱面', 42, 'staples'),
      dish('New Orleans Roast Wings', '新奥尔良烤翅', 36, 'snacks', { portion: '4 wings' }),
      dish('Caesar Salad', '凯撒沙拉', 32, 'sides'),
      dish('Cream of Mushroom Soup', '奶油蘑菇汤', 19, 'soups'),
      pepsi,
    ],
  },
  {
    id: 'dominos', en: "Domino's", zh: '达美乐', cuisine: 'western', level: 2, perCapita: 70, weight: 3, hours: [h(10, 30), h(23)], tags: ['pizza', '30-minute delivery'],
    menu: [
      dish('Extravaganza Pizza', '超级至尊比萨', 79, 'signature', { sizes: 'pizza' }),
      dish('Pepperoni Pizza', '美式经典香肠比萨', 69, 'mains', { sizes: 'pizza' }),
      dish('Hawaiian Pizza', '夏威夷风光比萨', 65, 'mains', { sizes: 'pizza' }),
      dish('Roasted Chicken Wings', '烤翅', 32, 'snacks', { portion: '6 wings' }),
      coke,
    ],
  },
  {
    id: 'yoshinoya', en: 'Yoshinoya', zh: '吉野家', cuisine: 'japanese', level: 2, perCapita: 32, weight: 3, hours: [h(7), h(22)], tags: ['beef bowl', 'quick meal'],
    menu: [
      dish('Beef Bowl', '招牌牛肉饭', 26, 'signature', { sizes: 'bowl' }),
      dish('Teriyaki Chicken Bowl', '照烧鸡肉饭', 25, 'staples', { sizes: 'bowl' }),
      dish('Beef and Chicken Combo Bowl', '牛肉鸡肉双拼饭', 32, 'staples', { sizes: 'bowl' }),
      dish('Miso Soup', '味噌汤', 6, 'soups'),
      dish('Japanese Curry Udon', '咖喱乌冬面', 24, 'staples'),
    ],
  },
  {
    id: 'laoxiangji', en: 'Laoxiangji', zh: '老乡鸡', cuisine: 'rice_bowl', level: 1, perCapita: 30, weight: 5, hours: [h(7), h(21)], tags: ['Anhui home cooking', 'value'],
    menu: [
      dish('Feixi Old Hen Soup', '肥西老母鸡汤', 16, 'signature', { portion: '1 bowl' }),
      dish('Farmhouse Stir-Fried Pork', '农家小炒肉', 26, 'mains', { spice: 2 }),
      dish('Braised Chicken Drumstick', '卤鸡腿', 12, 'mains'),
      dish('Tomato and Egg Stir-Fry', '番茄炒蛋', 14, 'sides'),
      dish('Chicken Soup Noodles', '鸡汤面', 18, 'staples', { sizes: 'bowl' }),
      dish('Steamed Rice', '米饭', 2, 'staples'),
    ],
  },
  { id: 'yang_guofu', en: 'Yang Guofu Malatang', zh: '杨国福麻辣烫', cuisine: 'malatang', level: 1, perCapita: 30, weight: 6, hours: [h(10), h(22)], tags: ['malatang'] },
  { id: 'zhang_liang', en: 'Zhang Liang Malatang', zh: '张亮麻辣烫', cuisine: 'malatang', level: 1, perCapita: 28, weight: 5, hours: [h(10), h(22)], tags: ['malatang'] },
  { id: 'xijiade', en: 'Xijiade Shrimp Dumplings', zh: '喜家德虾仁水饺', cuisine: 'dumplings', level: 2, perCapita: 35, weight: 4, hours: [h(10), h(21)], tags: ['shrimp dumplings'] },
  { id: 'chen_xianggui', en: 'Chen Xianggui Lanzhou Noodles', zh: '陈香贵兰州牛肉面', cuisine: 'noodles', level: 1, perCapita: 30, weight: 4, hours: [h(8), h(22)], tags: ['beef noodles'] },
  { id: 'huangmenji', en: 'Yang Mingyu Braised Chicken Rice', zh: '杨铭宇黄焖鸡米饭', cuisine: 'rice_bowl', level: 1, perCapita: 25, weight: 5, hours: [h(10), h(22)], tags: ['braised chicken'] },
  { id: 'qingfeng', en: 'Qingfeng Steamed Buns', zh: '庆丰包子铺', cuisine: 'breakfast', level: 1, perCapita: 18, weight: 5, cities: ['beijing'], hours: [h(6), h(21)], tags: ['Beijing breakfast'] },
  { id: 'yonghe', en: 'Yonghe King', zh: '永和大王', cuisine: 'breakfast', level: 1, perCapita: 25, weight: 3, hours: [h(6), h(22)], tags: ['soy milk', 'all day'] },
  { id: 'tai_er', en: 'Tai Er Sauerkraut Fish', zh: '太二酸菜鱼', cuisine: 'sichuan', level: 2, perCapita: 78, weight: 2, hours: [h(10, 30), h(22)], tags: ['sauerkraut fish'] },
  { id: 'xiaocaiyuan', en: 'Xiaocaiyuan', zh: '小菜园', cuisine: 'hunan', level: 2, perCapita: 60, weight: 2, hours: [h(10, 30), h(21, 30)], tags: ['home cooking'] },
  { id: 'haidilao', en: 'Haidilao Hot Pot', zh: '海底捞火锅', cuisine: 'hotpot', level: 3, perCapita: 130, weight: 2, hours: [h(10), h(27)], tags: ['service', 'late night'] },
  { id: 'xiabu', en: 'Xiabu Xiabu', zh: '呷哺呷哺', cuisine: 'hotpot', level: 2, perCapita: 70, weight: 2, hours: [h(10), h(22)], tags: ['solo hot pot'] },
  {
    id: 'mixue', en: 'Mixue Ice Cream & Tea', zh: '蜜雪冰城', cuisine: 'tea_drinks', level: 1, perCapita: 8, weight: 6, hours: [h(9), h(22, 30)], tags: ['value'],
    menu: [
      dish('Fresh Lemonade', '冰鲜柠檬水', 4, 'signature', { sizes: 'cup' }),
      dish('Pearl Milk Tea', '珍珠奶茶', 8, 'drinks', { sizes: 'cup' }),
      dish('Super Sundae', '摩天脆脆', 6, 'desserts'),
      dish('Jasmine Green Tea', '茉莉绿茶', 6, 'drinks', { sizes: 'cup' }),
      dish('Passion Fruit Tea', '百香果双响炮', 8, 'drinks', { sizes: 'cup' }),
    ],
  },
  {
    id: 'heytea', en: 'Heytea', zh: '喜茶', cuisine: 'tea_drinks', level: 1, perCapita: 20, weight: 3, hours: [h(10), h(22)], tags: ['fruit tea'],
    menu: [
      dish('Very Grape Cheezo', '多肉葡萄', 19, 'signature'),
      dish('Very Mango Ganlu', '芒芒甘露', 17, 'drinks'),
      dish('Brown Sugar Boba Milk', '烤黑糖波波牛乳', 16, 'drinks'),
      dish('Jasmine Milk Tea', '轻芒芒', 15, 'drinks'),
    ],
  },
  {
    id: 'chagee', en: 'Chagee', zh: '霸王茶姬', cuisine: 'tea_drinks', level: 1, perCapita: 18, weight: 4, hours: [h(10), h(22)], tags: ['fresh milk tea'],
    menu: [
      dish('Boya Juexian Jasmine Milk Tea', '伯牙绝弦', 18, 'signature', { sizes: 'cup' }),
      dish('Qinglan Osmanthus Oolong Milk Tea', '桂馥兰香', 18, 'drinks', { sizes: 'cup' }),
      dish('Chunri Tea Latte', '春日桃桃', 19, 'drinks', { sizes: 'cup' }),
    ],
  },
]

export const chainById: ReadonlyMap<string, Chain> = new Map(chains.map((c) => [c.id, c]))
