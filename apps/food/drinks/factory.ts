import { defineApp, type App, type Traits } from '../../kit/index.ts'
import { minorAlcoholPolicy } from '../policies.ts'
import type { DrinkBrand } from './brand.ts'
import { emptyDrinkState, type DrinkState } from './order.ts'
import { drinkTools } from './tools.ts'

export interface DrinkAppSpec {
  id: string
  name: string
  aliases: readonly string[]
  description: string
  traits: Traits
  brand: DrinkBrand
}

/** A coffee chain's ordering app with the shared interface; the minor-alcohol rule only where the menu has alcohol. */
export function defineDrinkApp(spec: DrinkAppSpec): App<DrinkState> {
  const alcohol = minorAlcoholPolicy(spec.id, 'orderDrink', spec.name)
  return defineApp<DrinkState>({
    id: spec.id,
    name: spec.name,
    aliases: spec.aliases,
    domain: 'food',
    description: spec.description,
    traits: spec.traits,
    policies: spec.brand.menu.some((d) => d.alcohol) ? [alcohol] : [],
    initialState: emptyDrinkState,
    tools: drinkTools(spec.brand, alcohol.id),
  })
}
