import { resolve } from 'node:path'
import { toIso, type Registry } from '../../../apps/kit/index.ts'
import { completeUser, createSandboxWorld, defaultStart } from '../../../simulator/world/index.ts'
import type { Case, GoldCall, Provenance } from '../../case/schema.ts'
import type { SuiteManifest, SuiteUser } from '../../suite/files.ts'
import { vaguenessOf } from '../toolspectrum/index.ts'
import { catalogMatch, executableCalls } from './catalog.ts'
import { profileFromPtbench } from './profile.ts'
import { goldCallsOf, listedParams, loadPtbenchSamples, type PtbenchDataSample } from './samples.ts'

export interface PtbenchImport {
  manifest: SuiteManifest
  users: Map<string, SuiteUser>
  cases: Case[]
  /** Samples whose every (platform, function) pair is in the catalog: these run with execution checks. */
  executable: number
}

/** Case ids sort in sample order: `ptb-0007` is the eighth sample. */
const caseId = (index: number, total: number) => `ptb-${String(index).padStart(Math.max(4, String(total - 1).length), '0')}`

/**
 * PTBench's samples as a suite: one user (the sample's profile) and one one-shot case per sample.
 * A gold value is the first acceptable value, the others its alternatives. A pair the catalog has
 * becomes a call on the canonical app; one it lacks keeps PTBench's names and the tag
 * `not-executable` (scored by exact match only).
 */
export function importPtbench(dataPath: string, registry: Registry = createSandboxWorld().registry): PtbenchImport {
  const samples = loadPtbenchSamples(dataPath)
  const users = new Map<string, SuiteUser>()
  const cases: Case[] = []
  let executable = 0
  samples.forEach((sample, index) => {
    const userId = `ptbench_${index}`
    users.set(userId, { profile: completeUser(profileFromPtbench(sample.user_profile, userId)), sessionSeed: `ptbench#${index}`, history: [] })
    const c = sampleCase(sample, index, caseId(index, samples.length), userId, registry)
    if (c.tags.includes('executable')) executable++
    cases.push(c)
  })
  return {
    manifest: { name: 'ptbench', source: `ptbench import of ${resolve(dataPath)}`, cases: cases.length, users: users.size },
    users,
    cases,
    executable,
  }
}

function sampleCase(sample: PtbenchDataSample, index: number, id: string, user: string, registry: Registry): Case {
  if (typeof sample.query !== 'string' || sample.query.trim() === '') throw new Error(`sample ${index}: no "query" text`)
  const query = sample.query
  const calls = goldCallsOf(sample, index)
  const queryParams = listedParams(sample.query_params)
  const profileParams = listedParams(sample.profile_params)
  const runnable = executableCalls(registry, calls)
  const gold: GoldCall[] = calls.map((call) => {
    const match = catalogMatch(registry, call.platform, call.func)
    const args = Object.fromEntries(Object.entries(call.params).map(([p, values]) => [p, values[0]]))
    const alternatives = Object.fromEntries(Object.entries(call.params).flatMap(([p, values]) => (values.length > 1 ? [[p, values.slice(1)]] : [])))
    return { app: match.app ?? call.platform, tool: match.tool ?? call.func, args, ...(Object.keys(alternatives).length ? { alternatives } : {}) }
  })
  // The platform is PTBench's personalised choice: stated only when the query names it
  const platform = calls[0]?.platform ?? ''
  const named = platform !== '' && query.toLowerCase().includes(platform.toLowerCase())
  const provenance = calls.map((call) => ({
    app: (named ? { source: 'query', mention: platform } : { source: 'profile', field: 'user_profile' }) satisfies Provenance,
    args: Object.fromEntries(
      Object.keys(call.params).map((p): [string, Provenance] => [p, profileParams.has(p) && !queryParams.has(p) ? { source: 'profile', field: 'user_profile' } : { source: 'query' }]),
    ),
  }))
  const all = provenance.flatMap((p) => Object.values(p.args))
  const stated = all.filter((p) => p.source === 'query').length
  const app = registry.resolveApp(platform)
  return {
    id,
    user,
    cutoff: 0,
    now: toIso(defaultStart),
    query,
    vagueness: vaguenessOf(stated, all.length),
    gold,
    provenance,
    kinds: [...(named ? [] : ['tool' as const]), ...(stated < all.length ? ['parameter' as const] : [])],
    tags: ['ptbench', runnable ? 'executable' : 'not-executable'],
    domain: app.ok ? app.value.domain : 'unknown',
    historyLength: 0,
  }
}
