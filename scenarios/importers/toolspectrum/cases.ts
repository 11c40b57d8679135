import { join, resolve } from 'node:path'
import { environmentalArgumentNames, toIso, type App } from '../../../apps/kit/index.ts'
import { completeUser, createSandboxWorld, defaultStart } from '../../../simulator/world/index.ts'
import type { Case, GoldCall, Provenance, Vagueness } from '../../case/schema.ts'
import type { SuiteManifest, SuiteUser } from '../../suite/files.ts'
import { BREAKS_TOOLSET } from './breaks-toolset.ts'
import { coerceToDeclared } from './coerce.ts'
import { environmentFromSample, profileFromPersona, sessionStartForSample } from './profile.ts'
import { appProvenance, argumentProvenance } from './provenance.ts'
import { nameRefusal, refusalDomain } from './refusals.ts'
import { loadToolSpectrumSamples, type ToolSpectrumSample } from './samples.ts'
import { loadToolSpectrumToolset, type ToolSpectrumToolset } from './toolset.ts'

export interface ToolSpectrumImport {
  manifest: SuiteManifest
  users: Map<string, SuiteUser>
  cases: Case[]
}

const ENVIRONMENTAL: ReadonlySet<string> = new Set(environmentalArgumentNames)

/**
 * TRACEBench's levels from the share of stated parameters (ToolSpectrum has none of its own).
 * Environmental arguments are not counted: they are not parameters for scoring.
 */
export function vaguenessOf(stated: number, total: number): Vagueness {
  const omitted = total - stated
  if (omitted === 0) return 'most_clear'
  if (stated === 0) return 'most_vague'
  return omitted <= 2 ? 'relevant_clear' : 'relevant_vague'
}

/**
 * ToolSpectrum's 1,002 samples as a suite: one user and one one-shot case per sample (no history).
 * `dataDir` holds the three dataset files; `apiDir` (default `<dataDir>/../api`) the toolset.
 */
export function importToolSpectrum(dataDir: string, options: { apiDir?: string } = {}): ToolSpectrumImport {
  const samples = loadToolSpectrumSamples(dataDir)
  const toolset = loadToolSpectrumToolset(options.apiDir ?? join(dataDir, '..', 'api'))
  const registry = createSandboxWorld().registry
  const users = new Map<string, SuiteUser>()
  const cases: Case[] = []
  for (const sample of samples) {
    const userId = sample.id.replace('#', '_')
    users.set(userId, {
      profile: completeUser({ ...profileFromPersona(sample.persona, userId), environment: environmentFromSample(sample.environment) }),
      sessionSeed: sample.id,
      history: [],
    })
    cases.push(sampleCase(sample, userId, toolset, (name) => {
      const app = registry.resolveApp(name)
      if (!app.ok) throw new Error(`${sample.id}: unknown app ${name} (nearest: ${app.suggestions.join(', ')})`)
      return app.value
    }))
  }
  return {
    manifest: { name: 'toolspectrum', source: `toolspectrum import of ${resolve(dataDir)}`, cases: cases.length, users: users.size },
    users,
    cases,
  }
}

function sampleCase(sample: ToolSpectrumSample, user: string, toolset: ToolSpectrumToolset, resolveApp: (name: string) => App): Case {
  const stem = sample.file.replace('.json', '')
  const base = { id: `ts-${stem}-${sample.index}`, user, cutoff: 0, historyLength: 0, query: sample.instruction }
  const tags = ['toolspectrum', stem]
  const call = sample.toolCall
  if (!call) {
    const named = nameRefusal(sample)
    return {
      ...base,
      now: toIso(sessionStartForSample(sample.environment) ?? defaultStart),
      vagueness: 'most_clear',
      gold: [],
      provenance: [],
      kinds: [],
      tags: [...tags, 'refusal', ...(named ? [`policy:${named.policy}`] : [])],
      domain: named ? resolveApp(named.call.app).domain : refusalDomain(sample.instruction),
      ...(named ? { refusal: named } : {}),
    }
  }
  const app = resolveApp(call.APP)
  const { args, coerced } = coerceToDeclared(call.params, toolset.parameters(call.APP, call.API) ?? [])
  const gold: GoldCall = { app: app.id, tool: call.API, args }
  const argProvenance: Record<string, Provenance> = {}
  for (const [param, value] of Object.entries(args)) argProvenance[param] = argumentProvenance(sample.instruction, param, value, sample)
  const mentions = Object.values(argProvenance).flatMap((p) => (p.mention ? [p.mention] : []))
  const appOrigin = appProvenance(sample.instruction, [app.name, ...app.aliases], mentions, sample)

  const scored = Object.keys(args).filter((p) => !ENVIRONMENTAL.has(p))
  const stated = scored.filter((p) => argProvenance[p]!.source === 'query').length
  const kinds: Case['kinds'] = [...(appOrigin.source === 'query' ? [] : ['tool' as const]), ...(stated < scored.length ? ['parameter' as const] : [])]
  return {
    ...base,
    now: toIso(sessionStartForSample(sample.environment, args) ?? defaultStart),
    vagueness: vaguenessOf(stated, scored.length),
    gold: [gold],
    provenance: [{ app: appOrigin, args: argProvenance }],
    kinds,
    tags: [...tags, ...coerced.map((p) => `coerced:${p}`), ...(sample.id in BREAKS_TOOLSET ? ['breaks-toolset'] : [])],
    domain: app.domain,
  }
}
