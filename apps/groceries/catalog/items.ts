import { bakery, dairyAndEggs, meat, seafood } from './fresh.ts'
import { frozen, pantry } from './pantry.ts'
import { fruit, vegetables } from './produce.ts'
import { drinks, snacks } from './snacks-drinks.ts'
import type { GroceryItem } from './types.ts'

/** Every grocery item of the world, in a fixed order (the order breaks ties in search). */
export const groceryItems: readonly GroceryItem[] = Object.freeze([
  ...fruit,
  ...vegetables,
  ...meat,
  ...seafood,
  ...dairyAndEggs,
  ...bakery,
  ...pantry,
  ...frozen,
  ...snacks,
  ...drinks,
])
