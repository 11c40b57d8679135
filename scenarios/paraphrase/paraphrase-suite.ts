import type { Registry } from '../../apps/kit/index.ts'
import type { Case } from '../case/index.ts'
import { defaultLexicon } from '../queries/lexicon/index.ts'
import type { Lexicon } from '../queries/index.ts'
import type { Suite } from '../suite/files.ts'
import { cleanAnswer, keptPhrases, paraphraseProblem } from './checks.ts'
import { paraphrasePrompt, type Complete } from './prompt.ts'

export interface ParaphraseOptions {
  complete: Complete
  /** Recorded in the manifest. */
  model: string
  registry: Registry
  lexicon?: Lexicon
  /** Called as each query is settled, for a progress bar. */
  onQuery?: (done: number, total: number) => void
}

/** What the pass did, per case: `accepted` took the model's sentence, `kept` its template, `skipped` were not asked. */
export interface ParaphraseStats {
  model: string
  accepted: number
  kept: number
  skipped: number
  /** Why templates were kept, by check: how strict the checks are for this model. */
  rejections: Record<string, number>
}

/**
 * Only cases whose provenance says what the query states can be checked; refusals and imported
 * samples carry none, so a paraphrase of theirs could change the request unnoticed.
 */
const checkable = (c: Case) => c.gold.length > 0 && c.provenance.length === c.gold.length && !c.tags.includes('toolspectrum')

/**
 * Rewrites each checkable case's query (a dialogue's opening; its follow-ups stay as they are) through a
 * text model, keeping the model's sentence only where it passes every mechanical check, else the template.
 * A counterfactual twin shares its original's query, so the two take one sentence that passes the checks
 * of both, or both keep theirs. Deterministic given the model's answers: ask it at temperature 0, cached.
 */
export async function paraphraseSuite(suite: Omit<Suite, 'dir'>, options: ParaphraseOptions): Promise<{ suite: Omit<Suite, 'dir'>; stats: ParaphraseStats }> {
  const lexicon = options.lexicon ?? defaultLexicon
  // Groups that must share one query: a case and its twins.
  const groups = new Map<string, Case[]>()
  for (const c of suite.cases) {
    const key = c.counterfactual?.of ?? c.id
    groups.set(key, [...(groups.get(key) ?? []), c])
  }
  // One request per distinct prompt (a dialogue opening asks what its level's case asked).
  const asked = new Map<string, Promise<string>>()
  const ask = (c: Case) => {
    const prompt = paraphrasePrompt(c.query, keptPhrases(c))
    const key = JSON.stringify(prompt)
    let answer = asked.get(key)
    if (!answer) asked.set(key, (answer = options.complete(prompt)))
    return answer
  }
  const stats: ParaphraseStats = { model: options.model, accepted: 0, kept: 0, skipped: 0, rejections: {} }
  const rewritten = new Map<string, string>()
  const total = groups.size
  let done = 0
  await Promise.all(
    [...groups.values()].map(async (members) => {
      const lead = members.find((c) => !c.counterfactual) ?? members[0]!
      if (!members.every(checkable)) return void options.onQuery?.(++done, total)
      const candidate = cleanAnswer(await ask(lead))
      const problem = members.map((c) => paraphraseProblem(candidate, c, options.registry, lexicon)).find((p) => p !== undefined)
      if (problem === undefined) for (const c of members) rewritten.set(c.id, candidate)
      else {
        const reason = problem.replace(/ ".*"$/, '').replace(/^drops \S+$/, 'drops a stated value')
        stats.rejections[reason] = (stats.rejections[reason] ?? 0) + members.length
      }
      options.onQuery?.(++done, total)
    }),
  )
  const cases = suite.cases.map((c) => {
    const query = rewritten.get(c.id)
    if (query !== undefined) {
      stats.accepted++
      return { ...c, query }
    }
    if (checkable(c)) stats.kept++
    else stats.skipped++
    return c
  })
  // Keys in a fixed order, so the manifest is byte-identical however the answers arrived.
  stats.rejections = Object.fromEntries(Object.entries(stats.rejections).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  return { suite: { ...suite, manifest: { ...suite.manifest, paraphrase: stats }, cases }, stats }
}
