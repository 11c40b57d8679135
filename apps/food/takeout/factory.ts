import { defineApp, type App, type Traits } from '../../kit/index.ts'
import { minorAlcoholPolicy } from '../policies.ts'
import { emptyTakeoutState, type TakeoutState } from './order.ts'
import type { TakeoutPlatform } from './platform.ts'
import { takeoutTools } from './tools.ts'

export interface TakeoutAppSpec {
  id: string
  name: string
  aliases: readonly string[]
  description: string
  traits: Traits
  platform: TakeoutPlatform
}

/** A takeout platform with the shared interface; apps differ only by their platform rules. */
export function defineTakeoutApp(spec: TakeoutAppSpec): App<TakeoutState> {
  const alcohol = minorAlcoholPolicy(spec.id, 'orderTakeout', spec.name)
  return defineApp<TakeoutState>({
    id: spec.id,
    name: spec.name,
    aliases: spec.aliases,
    domain: 'food',
    description: spec.description,
    traits: spec.traits,
    policies: [alcohol],
    initialState: emptyTakeoutState,
    tools: takeoutTools(spec.platform, alcohol.id),
  })
}
