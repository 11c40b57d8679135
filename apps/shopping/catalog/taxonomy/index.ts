import type { ProductType } from '../types.ts'
import { audioVisualTypes } from './electronics-av.ts'
import { beautyTypes } from './beauty.ts'
import { bookTypes } from './books.ts'
import { brandTypes } from './brands.ts'
import { clothingTypes } from './clothing.ts'
import { electronicsTypes } from './electronics.ts'
import { furnitureTypes } from './furniture.ts'
import { groceryTypes } from './groceries.ts'
import { homeApplianceTypes } from './home-appliances.ts'
import { homeMoreTypes } from './home-more.ts'
import { sportsTypes } from './sports.ts'
import { toyTypes } from './toys.ts'

/**
 * Every product type a marketplace may stock. Types added later go at the end, so the listings
 * generated before them (their positions and ids) stay as they were.
 */
export const productTypes: readonly ProductType[] = [
  ...clothingTypes,
  ...electronicsTypes,
  ...homeApplianceTypes,
  ...furnitureTypes,
  ...brandTypes,
  ...beautyTypes,
  ...sportsTypes,
  ...homeMoreTypes,
  ...audioVisualTypes,
  ...toyTypes,
  ...bookTypes,
  ...groceryTypes,
]
