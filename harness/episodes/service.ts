import { failure, nearestNames, success, type Outcome } from '../../apps/kit/index.ts'
import type { Call, Case } from '../../scenarios/case/index.ts'
import { caseSummary, type CaseSummary } from './case-kind.ts'
import { Episode } from './episode.ts'
import type { SuiteHost } from './host.ts'
import { episodeSettings, type StartEpisodeBody } from './request.ts'
import { sampleCase } from './sample-case.ts'
import { isEpisodeRefusal, type EpisodeEntry, type EpisodeStore } from './store.ts'
import type { EpisodeSuites } from './suites.ts'
import { caseView, episodeView, promptView, skippedView, verdictView, type EpisodeCaseView, type PromptView } from './views.ts'

/** Calls one turn may make while acting. */
export const MAX_ACTS_PER_TURN = 50
/** JSON bytes one episode may keep of acted calls, their outcomes and its answers. */
export const MAX_EPISODE_BYTES = 512 * 1024

export interface StartedEpisode extends PromptView {
  episodeId: string
  token: string
  case: EpisodeCaseView
}

const MAX_SUGGESTED_ID = 48
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))
const doneConflict = (entry: EpisodeEntry): Outcome<never> =>
  failure({ code: 'conflict', message: `Episode ${entry.id} is done (reward ${entry.episode.reward}); open another (POST /v1/episodes, or episode_start over MCP)` })
const tooMuch = (what: string): Outcome<never> =>
  failure({ code: 'conflict', message: `${what}: this episode keeps at most ${MAX_EPISODE_BYTES} bytes of calls and outcomes, and ${MAX_ACTS_PER_TURN} acted calls a turn. Answer the turn now.` })

/**
 * Episodes as a service, the same for HTTP and MCP: open one on a case (named or sampled), act,
 * answer, read, delete. Bad input answers a 4xx outcome and changes nothing; every episode lives in
 * the store, under its limits.
 */
export class EpisodeService {
  constructor(
    readonly suites: EpisodeSuites,
    readonly store: EpisodeStore,
  ) {}

  private suiteHost(name: string): Outcome<SuiteHost> {
    const host = this.suites.host(name)
    if (host) return success(host)
    const error = this.suites.error(name)
    if (error !== undefined) return failure({ code: 'unavailable', message: `Suite "${name}" cannot be read on this server: ${error.slice(0, 300)}` })
    const names = this.suites.names()
    return failure({ code: 'not_found', message: `No suite "${name}" on this server; it serves ${names.map((n) => `"${n}"`).join(', ')} (start it with --suite DIR for another)`, suggestions: names })
  }

  /** The case a start request names or samples. */
  private pickCase(host: SuiteHost, suite: string, body: Pick<StartEpisodeBody, 'case' | 'sample'>): Outcome<Case> {
    if (body.case !== undefined) {
      const c = host.cases.get(body.case)
      if (c) return success(c)
      // Suggestions cost an edit distance per case: only for ids of a plausible length.
      const suggestions = body.case.length <= MAX_SUGGESTED_ID ? { suggestions: nearestNames(body.case, [...host.cases.keys()]) } : {}
      return failure({ code: 'not_found', message: `No case "${body.case.slice(0, MAX_SUGGESTED_ID)}" in suite "${suite}"`, ...suggestions })
    }
    const c = sampleCase(host.suite.cases, body.sample!)
    if (c) return success(c)
    const { seed: _seed, ...filters } = body.sample!
    return failure({ code: 'not_found', message: `No case of suite "${suite}" matches ${JSON.stringify(filters)}`, suggestions: [...new Set(host.suite.cases.map((x) => x.domain))].sort() })
  }

  /** Opens an episode on a named or sampled case, with its first prompt. */
  start(body: StartEpisodeBody): Outcome<StartedEpisode> {
    const suite = body.suite ?? 'default'
    const settings = episodeSettings(body)
    if ('path' in settings) return failure({ code: 'invalid_arguments', message: `Invalid episode request: ${settings.message}`, issues: [settings] })
    const host = this.suiteHost(suite)
    if (!host.ok) return host
    const picked = this.pickCase(host.data, suite, body)
    if (!picked.ok) return picked
    const { prompt, dialogueMode } = settings
    const variant = prompt === host.data.prompt && dialogueMode === host.data.dialogueMode ? host.data : { ...host.data, prompt, dialogueMode }
    const admitted = this.store.tryAdmit(new Episode(this.store.newId(), picked.data, variant), suite)
    if (isEpisodeRefusal(admitted)) {
      const why = admitted.refused === 'capacity' ? 'The server holds as many episodes as it may, all of them in recent use' : 'The server holds as much episode data as it may'
      return failure({ code: 'unavailable', message: `${why}; no episode was evicted for this one. Try again later, or delete episodes you are done with.`, retryAfter: seconds(admitted.retryAfterMs) })
    }
    try {
      return success({ episodeId: admitted.id, token: admitted.token, case: caseView(admitted.episode), ...promptView(admitted.episode) })
    } catch (error) {
      this.store.delete(admitted.id)
      throw error
    }
  }

  /** The episode by id if the token is its own: 404 for no such episode, 401 for a wrong or missing token. */
  find(id: string, token: string | undefined): Outcome<EpisodeEntry> {
    const entry = this.store.peek(id)
    if (!entry) return failure({ code: 'not_found', message: `No episode "${id.slice(0, 80)}": it never was, was deleted, or expired after ${Math.round(this.store.limits.ttlMs / 60_000)} idle minutes` })
    if (!this.store.owns(entry, token)) return failure({ code: 'unauthenticated', message: "Missing bearer token, or it is not this episode's (use the token POST /v1/episodes returned)" })
    this.store.touch(entry)
    return success(entry)
  }

  /** Runs calls live on the current turn's fork (reads and writes); each outcome as sessions give it. */
  act(entry: EpisodeEntry, calls: readonly Call[]): Outcome<{ outcomes: Outcome[] }> {
    const { episode } = entry
    if (episode.done) return doneConflict(entry)
    if (episode.actedSoFar.length + calls.length > MAX_ACTS_PER_TURN) return tooMuch(`This turn has acted ${episode.actedSoFar.length} calls`)
    const callBytes = jsonBytes(calls)
    if (entry.actedBytes + callBytes > MAX_EPISODE_BYTES) return tooMuch('These calls would pass the episode’s limit')
    if (this.store.bytes >= this.store.limits.budgetBytes) {
      return failure({ code: 'unavailable', message: 'The server holds as much episode data as it may: answer this turn, or delete episodes you are done with', retryAfter: 5 })
    }
    const outcomes = episode.act(calls)
    this.store.addActed(entry, callBytes + jsonBytes(outcomes))
    return success({ outcomes })
  }

  /**
   * Judges the current turn's answer. Later turns that cannot be passed (their gold refers to what
   * the agent never made) are judged at once with reward 0, as `eval` does, and listed as skipped.
   */
  answer(entry: EpisodeEntry, answer: { calls?: Call[] | undefined; text?: string | undefined }) {
    const { episode } = entry
    if (episode.done) return doneConflict(entry)
    const bytes = answer.calls ? jsonBytes(answer.calls) : 0
    if (entry.actedBytes + bytes > MAX_EPISODE_BYTES) return tooMuch('This answer would pass the episode’s limit')
    const judged = episode.answerWith(answer.calls ? { calls: answer.calls } : { text: answer.text ?? '' })
    this.store.addActed(entry, bytes)
    const skipped = []
    while (!episode.done && episode.unresolved !== undefined) skipped.push(skippedView(episode.answer({ parsed: { kind: 'refusal', format: 'json' } })))
    return success({
      ...verdictView(judged),
      done: episode.done,
      episodeReward: episode.reward,
      ...(skipped.length ? { skipped } : {}),
      ...(episode.done ? {} : { next: { turn: episode.turn, query: episode.query, ...promptView(episode) } }),
    })
  }

  view(entry: EpisodeEntry) {
    return episodeView(entry.episode)
  }

  delete(entry: EpisodeEntry): void {
    this.store.delete(entry.id)
  }

  /** A page of a suite's cases in suite order: what "the first N episodes" are. */
  cases(suite: string, offset: number, limit: number): Outcome<{ suite: string; total: number; cases: CaseSummary[] }> {
    const host = this.suiteHost(suite)
    if (!host.ok) return host
    const all = host.data.suite.cases
    return success({ suite, total: all.length, cases: all.slice(offset, offset + limit).map(caseSummary) })
  }
}
