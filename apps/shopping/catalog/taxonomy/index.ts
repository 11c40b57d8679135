import type { ProductType } from '../types.ts'
import { brandTypes } from './brands.ts'
import { clothingTypes } from './clothing.ts'
import { electronicsTypes } from './electronics.ts'
import { furnitureTypes } from './furniture.ts'
import { homeApplianceTypes } from './home-appliances.ts'

/** Every product type a marketplace may stock, in category order. */
export const productTypes: readonly ProductType[] = [...clothingTypes, ...electronicsTypes, ...homeApplianceTypes, ...furnitureTypes, ...brandTypes]
