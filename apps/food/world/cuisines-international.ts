import { cola, dish } from './dish.ts'
import type { CuisineSpec } from './types.ts'

/** Burgers, pizza, Japanese, Korean, salads and tea drinks, as Chinese takeout apps sell them. */

const h = (hh: number, mm = 0) => hh * 60 + mm

export const internationalCuisines: readonly CuisineSpec[] = [
  {
    id: 'fast_food', en: 'Burgers & Fried Chicken', zh: '汉堡炸鸡', keywords: ['burger', 'burgers', 'fried chicken', 'fast food', 'fries', '汉堡', '炸鸡', '快餐', '薯条'],
    prepMin: 7, perCapita: 35, weight: 7, hours: [h(10), h(23)], tags: ['fast food', 'late night'],
    shopNouns: [['Crispy King Fried Chicken', '脆皮炸鸡大王', true], ['Mr. Burger', '汉堡先生', true], ['Chicken Chop King', '鸡排大王', true]],
    dishes: [
      dish('Crispy Fried Chicken (half)', '脆皮炸鸡(半只)', 29, 'signature', { spice: 1 }),
      dish('Spicy Chicken Burger', '香辣鸡腿堡', 15, 'mains', { spice: 1 }),
      dish('Big Chicken Chop', '大鸡排', 16, 'mains', { spice: 1 }),
      dish('Chicken Wings', '炸鸡翅', 12, 'snacks', { portion: '4 wings' }),
      dish('French Fries', '薯条', 9, 'sides', { sizes: 'cup' }),
      dish('Popcorn Chicken', '鸡米花', 11, 'snacks'),
      cola,
    ],
  },
  {
    id: 'western', en: 'Western & Pizza', zh: '西餐披萨', keywords: ['western', 'pizza', 'pasta', 'steak', 'salad', '西餐', '披萨', '意面', '牛排'],
    prepMin: 16, perCapita: 90, weight: 4, hours: [h(10, 30), h(22)], tags: ['pizza', 'date night'],
    shopNouns: [['Bella Pizza', '贝拉披萨', true], ["Tony's Bistro", '托尼西餐厅', true], ['Prime Steak House', '普莱姆牛排馆', true]],
    dishes: [
      dish('Margherita Pizza', '玛格丽特披萨', 58, 'signature', { sizes: 'pizza' }),
      dish('Pepperoni Pizza', '意式辣香肠披萨', 68, 'mains', { sizes: 'pizza' }),
      dish('Spaghetti Bolognese', '意式肉酱面', 42, 'staples'),
      dish('Sirloin Steak', '西冷牛排', 98, 'mains', { portion: '200 g' }),
      dish('Caesar Salad', '凯撒沙拉', 38, 'sides'),
      dish('Cream of Mushroom Soup', '奶油蘑菇汤', 22, 'soups'),
      dish('French Fries', '薯条', 18, 'sides'),
      cola,
    ],
  },
  {
    id: 'japanese', en: 'Japanese', zh: '日料', keywords: ['japanese', 'sushi', 'ramen', 'sashimi', 'bento', '日料', '日本料理', '寿司', '拉面', '刺身'],
    prepMin: 15, perCapita: 95, weight: 4, hours: [h(11), h(22)], tags: ['sushi', 'ramen'],
    shopNouns: [['Sakura Sushi', '樱花寿司', true], ['Ichiban Ramen', '一番拉面', true], ['Kaze Izakaya', '风居酒屋', true]],
    dishes: [
      dish('Salmon Sashimi', '三文鱼刺身', 58, 'signature', { portion: '9 slices' }),
      dish('Tonkotsu Ramen', '豚骨拉面', 36, 'staples', { sizes: 'bowl' }),
      dish('Pork Katsu Curry Rice', '日式咖喱猪排饭', 38, 'staples'),
      dish('Grilled Eel Rice', '鳗鱼饭', 58, 'staples'),
      dish('California Roll', '加州卷', 32, 'mains', { portion: '8 pieces' }),
      dish('Takoyaki', '章鱼小丸子', 18, 'snacks', { portion: '6 pieces' }),
      dish('Miso Soup', '味噌汤', 8, 'soups'),
      dish('Asahi Beer', '朝日啤酒', 18, 'drinks', { portion: '500 ml can', alcohol: true }),
    ],
  },
  {
    id: 'korean', en: 'Korean', zh: '韩料', keywords: ['korean', 'bibimbap', 'korean fried chicken', 'tteokbokki', '韩料', '韩国料理', '石锅拌饭', '炸鸡', '部队锅'],
    prepMin: 15, perCapita: 75, weight: 3, hours: [h(11), h(23)], tags: ['fried chicken', 'stews'],
    shopNouns: [['Seoul Kitchen', '首尔厨房', true], ['Oppa Fried Chicken', '欧巴炸鸡', true], ['Hanok Bibimbap', '韩屋拌饭', true]],
    dishes: [
      dish('Korean Fried Chicken', '韩式炸鸡', 58, 'signature', { sizes: 'half', spice: 1 }),
      dish('Stone Pot Bibimbap', '石锅拌饭', 32, 'staples'),
      dish('Kimchi Stew', '泡菜汤', 28, 'soups', { spice: 2 }),
      dish('Tteokbokki', '辣炒年糕', 26, 'snacks', { spice: 2 }),
      dish('Army Stew', '部队锅', 68, 'mains', { spice: 1, portion: 'serves 2' }),
      dish('Seafood Pancake', '海鲜饼', 36, 'snacks'),
      dish('Jinro Soju', '真露烧酒', 22, 'drinks', { portion: '360 ml bottle', alcohol: true }),
      cola,
    ],
  },
  {
    id: 'light_meal', en: 'Salads & Light Meals', zh: '轻食', keywords: ['salad', 'healthy', 'light meal', 'poke', 'low calorie', 'vegetarian', '轻食', '沙拉', '减脂餐', '波奇饭', '素食'],
    prepMin: 9, perCapita: 45, weight: 4, hours: [h(9), h(21)], tags: ['low calorie', 'healthy'],
    shopNouns: [['Green Bowl', '绿碗轻食', true], ['Fit Kitchen', '健身餐厨房', true], ['Poke Life', '波奇生活', true]],
    dishes: [
      dish('Grilled Chicken Breast Salad', '香煎鸡胸肉沙拉', 32, 'signature', { portion: 'about 380 kcal' }),
      dish('Tuna Salad', '金枪鱼沙拉', 36, 'mains', { portion: 'about 420 kcal' }),
      dish('Beef Poke Bowl', '牛肉波奇饭', 42, 'mains', { portion: 'about 560 kcal' }),
      dish('Salmon Poke Bowl', '三文鱼波奇饭', 48, 'mains', { portion: 'about 520 kcal' }),
      dish('Whole-Wheat Chicken Wrap', '全麦鸡肉卷', 26, 'staples', { portion: 'about 450 kcal' }),
      dish('Tofu and Quinoa Bowl', '豆腐藜麦碗', 34, 'mains', { portion: 'about 400 kcal, vegetarian' }),
      dish('Cold-Pressed Juice', '冷压果蔬汁', 18, 'drinks', { portion: '300 ml' }),
    ],
  },
  {
    id: 'tea_drinks', en: 'Milk Tea & Drinks', zh: '奶茶饮品', keywords: ['milk tea', 'bubble tea', 'boba', 'fruit tea', 'tea', '奶茶', '果茶', '饮品', '珍珠奶茶'],
    prepMin: 6, perCapita: 18, weight: 7, hours: [h(10), h(22, 30)], tags: ['drinks', 'afternoon tea'],
    shopNouns: [['Cha Yu Tea', '茶语', true], ['Fruit Diary Tea', '鲜果日记', true], ['Tea Story', '茶故事', true]],
    dishes: [
      dish('Pearl Milk Tea', '珍珠奶茶', 14, 'signature', { sizes: 'cup' }),
      dish('Full-Cup Fruit Tea', '满杯水果茶', 18, 'drinks', { sizes: 'cup' }),
      dish('Fresh Lemon Tea', '鲜柠檬茶', 12, 'drinks', { sizes: 'cup' }),
      dish('Cheese Foam Green Tea', '芝士奶盖绿茶', 19, 'drinks', { sizes: 'cup' }),
      dish('Mango Pomelo Sago', '杨枝甘露', 20, 'drinks', { sizes: 'cup' }),
      dish('Taro Milk Tea', '芋泥啵啵奶茶', 16, 'drinks', { sizes: 'cup' }),
    ],
  },
]
