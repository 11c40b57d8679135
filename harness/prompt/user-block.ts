import type { UserProfile } from '../../apps/kit/index.ts'
import type { World } from '../../simulator/world/index.ts'
import { describeUser, type ProfileView } from './describe-user.ts'

/** Blocks already written, per world, by the profile's content and view (a profile is small; its block is not cheap). */
const blocks = new WeakMap<World, Map<string, string>>()
const KEEP = 4096

/** `describeUser`, written once per distinct profile: every case of a user shows the same block. */
export function userBlock(profile: UserProfile, world: World, view: ProfileView = 'broad'): string {
  let byProfile = blocks.get(world)
  if (!byProfile) blocks.set(world, (byProfile = new Map()))
  // Keyed by content, not identity: a profile changed in place is a new profile
  const key = `${view}\n${JSON.stringify(profile)}`
  let block = byProfile.get(key)
  if (block === undefined) {
    if (byProfile.size >= KEEP) byProfile.clear()
    byProfile.set(key, (block = describeUser(profile, world, view)))
  }
  return block
}
