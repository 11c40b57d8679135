import { departments, type Department } from './types.ts'
import { words } from './search-index.ts'

/**
 * The toolset's `category` is free text ('fruits', 'Pantry Items', 'dairy & eggs', 'protein',
 * 'general'): read it as the departments it names. Words that name the whole store, or nothing we
 * know, mean every department (`known: false` for the latter, so the page can say so).
 */
const departmentWords: Record<string, readonly Department[]> = {
  fruit: ['fruit'], fruits: ['fruit'], berries: ['fruit'],
  vegetable: ['vegetables'], vegetables: ['vegetables'], veggies: ['vegetables'], veg: ['vegetables'], greens: ['vegetables'],
  produce: ['fruit', 'vegetables'], fresh: ['fruit', 'vegetables', 'meat', 'seafood'],
  meat: ['meat'], meats: ['meat'], poultry: ['meat'], chicken: ['meat'], beef: ['meat'], pork: ['meat'], lamb: ['meat'], butcher: ['meat'],
  protein: ['meat', 'seafood', 'dairy_eggs'], proteins: ['meat', 'seafood', 'dairy_eggs'],
  seafood: ['seafood'], fish: ['seafood'], aquatic: ['seafood'], shellfish: ['seafood'],
  dairy: ['dairy_eggs'], eggs: ['dairy_eggs'], egg: ['dairy_eggs'], milk: ['dairy_eggs'], cheese: ['dairy_eggs'],
  bakery: ['bakery'], bread: ['bakery'], baked: ['bakery'], pastry: ['bakery'], desserts: ['bakery', 'frozen'], dessert: ['bakery', 'frozen'],
  pantry: ['pantry'], staples: ['pantry'], rice: ['pantry'], oil: ['pantry'], grains: ['pantry'], grain: ['pantry'], condiments: ['pantry'],
  condiment: ['pantry'], sauces: ['pantry'], seasoning: ['pantry'], seasonings: ['pantry'], spices: ['pantry'], baking: ['pantry'],
  pasta: ['pantry'], noodles: ['pantry'], flour: ['pantry'], cooking: ['pantry'], dry: ['pantry'],
  frozen: ['frozen'], freezer: ['frozen'], icecream: ['frozen'],
  snacks: ['snacks'], snack: ['snacks'], sweets: ['snacks'], candy: ['snacks'], confectionery: ['snacks'],
  beverages: ['drinks'], beverage: ['drinks'], drinks: ['drinks'], drink: ['drinks'], water: ['drinks'], juice: ['drinks'],
  水果: ['fruit'], 蔬菜: ['vegetables'], 肉: ['meat'], 肉禽: ['meat'], 海鲜: ['seafood'], 水产: ['seafood'], 乳品: ['dairy_eggs'],
  蛋奶: ['dairy_eggs'], 烘焙: ['bakery'], 粮油: ['pantry'], 调味: ['pantry'], 冷冻: ['frozen'], 速冻: ['frozen'], 零食: ['snacks'], 饮料: ['drinks'],
}

/** A Map, so that words like 'constructor' find nothing. */
const wordDepartments = new Map(Object.entries(departmentWords))

/** Words that mean the whole store. */
const storeWords = new Set(['general', 'groceries', 'grocery', 'all', 'everything', 'merchandise', 'supermarket', 'food', 'foods', 'items', 'products', 'goods', 'store', 'daily', 'necessities', 'misc', 'other', '全部', '生鲜', '超市'])

export interface CategoryReading {
  departments: readonly Department[]
  /** False when no word of the category was understood (every department is searched). */
  known: boolean
  /** True when the category names the whole store (or nothing known). */
  everything: boolean
}

export function readCategory(category: string): CategoryReading {
  const found = new Set<Department>()
  let store = false
  const ws = words(category)
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!
    const joined = i + 1 < ws.length ? wordDepartments.get(w + ws[i + 1]!) : undefined
    if (joined) {
      joined.forEach((d) => found.add(d))
      i++
      continue
    }
    const ds = wordDepartments.get(w) ?? wordDepartments.get(w.replace(/s$/, ''))
    if (ds) ds.forEach((d) => found.add(d))
    else if (storeWords.has(w)) store = true
  }
  if (found.size === 0) return { departments, known: store, everything: true }
  return { departments: departments.filter((d) => found.has(d)), known: true, everything: false }
}
