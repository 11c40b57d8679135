import { describe, expect, it } from 'vitest'
import type { PromptOptions } from '../harness/agents/agent.ts'
import { requestBody, requestKey, type ChatRequest } from '../harness/agents/openai/index.ts'
import { collectPrompts, DEFAULT_PROMPT, type PromptLine } from '../harness/eval/index.ts'
import { promptJson } from '../harness/episodes/index.ts'
import { promptHash, seal } from '../harness/prompt/index.ts'
import { JsonBlocks } from '../harness/prompt/json-blocks.ts'
import type { Case } from '../scenarios/case/index.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

// Prompts reuse what earlier prompts of the same user built (history turns, compacted outcomes, the
// system message, tool lists, hash states, serialized JSON). Reuse must not change a byte: every
// prompt built warm, after others, equals the same prompt built cold, in a world of its own.

const suite = readSuite('scenarios/suites/default')
const single = (c: Case) => !c.followUps && !c.counterfactual
const first = suite.cases.find((c) => single(c) && suite.cases.some((d) => single(d) && d.user === c.user && d.cutoff > c.cutoff + 5))!
const later = [...suite.cases].reverse().find((d) => single(d) && d.user === first.user && d.cutoff > first.cutoff + 5)!
const dialogue = suite.cases.find((c) => c.followUps?.length)!
const twin = suite.cases.find((c) => c.counterfactual)
const original = twin && suite.cases.find((c) => c.id === twin.counterfactual!.of)
const SAMPLE = [first, later, dialogue, ...(original ? [original] : []), ...(twin ? [twin] : [])]

/** Every prompt of `cases`, gold-state dialogues (every turn asked), in a world of its own. */
async function prompts(cases: readonly Case[], prompt: PromptOptions): Promise<PromptLine[]> {
  const lines: PromptLine[] = []
  await collectPrompts({ suite: { users: suite.users, cases: [...cases] }, prompt, dialogueMode: 'gold', world: createSandboxWorld(), onLine: (l) => lines.push(l) })
  return lines
}

const bytes = (line: PromptLine) => JSON.stringify({ messages: line.messages, tools: line.tools })

describe('prompts built from shared pieces', () => {
  it('the sample has two cut-offs of one user, a dialogue turn and a twin when the suite has twins', () => {
    expect(later.cutoff).toBeGreaterThan(first.cutoff)
    expect(dialogue.followUps!.length).toBeGreaterThan(0)
    if (twin) expect(original).toBeDefined()
  })

  for (const [label, prompt, sample] of [
    ['openai format, all history', DEFAULT_PROMPT, SAMPLE],
    ['text format, a token budget', { ...DEFAULT_PROMPT, format: 'text', history: { kind: 'tokens', budget: 3000 } }, [first, later, dialogue]],
  ] as const) {
    it(`${label}: warm equals cold, byte for byte, hash included`, { timeout: 120_000 }, async () => {
      const warm = await prompts(sample, prompt)
      const cold = (await Promise.all(sample.map((c) => prompts([c], prompt)))).flat()
      expect(warm.map((l) => `${l.case}#${l.turn}`)).toEqual(cold.map((l) => `${l.case}#${l.turn}`))
      expect(warm.some((l) => l.turn > 0)).toBe(true)
      warm.forEach((line, i) => {
        expect(bytes(line)).toBe(bytes(cold[i]!))
        expect(line.hash).toBe(cold[i]!.hash)
        // The incremental hash equals the plain one over the whole canonical JSON
        expect(line.hash).toBe(promptHash({ messages: line.messages, tools: line.tools }))
      })
      if (prompt.format === 'openai') {
        // Not vacuous: the later case of the user shows the very turns the first one built
        const [a, b] = [warm.find((l) => l.case === first.id)!, warm.find((l) => l.case === later.id)!]
        expect(b.messages[1]).toBe(a.messages[1])
        // A twin shows its original's turns for the records before its intervention
        if (twin && original && twin.counterfactual!.intervention!.index > 0) {
          const [o, t] = [warm.find((l) => l.case === original.id)!, warm.find((l) => l.case === twin.id)!]
          expect(t.messages[1]).toBe(o.messages[1])
        }
      }
    })
  }

  it('the request body and cache key equal JSON.stringify and promptHash of the request', { timeout: 120_000 }, async () => {
    const [warmA, warmB] = await prompts([first, later], DEFAULT_PROMPT)
    for (const line of [warmA!, warmB!]) {
      const request: ChatRequest = { model: 'm', messages: line.messages, ...(line.tools ? { tools: line.tools } : {}), temperature: 0.1, top_p: 0.1 }
      expect(requestBody(request).toString('utf8')).toBe(JSON.stringify(request))
      for (const trial of [0, 2]) expect(requestKey(request, trial)).toBe(promptHash({ request, trial }))
      // A later turn appends unshared messages after the shared ones
      const next: ChatRequest = { ...request, messages: [...request.messages, { role: 'assistant', content: 'x' }, { role: 'user', content: 'y' }] }
      expect(requestBody(next).toString('utf8')).toBe(JSON.stringify(next))
      expect(requestKey(next, 0)).toBe(promptHash({ request: next, trial: 0 }))
    }
  })
  it('an episode response that carries a prompt is the bytes JSON.stringify writes, whatever comes before the prompt', { timeout: 120_000 }, async () => {
    const [a, b] = await prompts([first, later], DEFAULT_PROMPT)
    for (const [i, line] of [a!, b!, a!].entries()) {
      const prompt = { messages: line.messages, tools: line.tools ?? [] }
      const started = { episodeId: `ep_${i}`, token: `t${i}`, case: { id: line.case, kind: 'single', turn: 0, turns: 1 }, ...prompt }
      expect(promptJson(started).toString('utf8')).toBe(JSON.stringify(started))
      const answered = { turn: 0, reward: 0.5, done: false, next: { turn: 1, query: 'and then?', ...prompt } }
      expect(promptJson(answered).toString('utf8')).toBe(JSON.stringify(answered))
      const last = { turn: 1, reward: 1, done: true }
      expect(promptJson(last).toString('utf8')).toBe(JSON.stringify(last))
      // Text a client chose, echoed beside the prompt, cannot pass for the prompt's place in it
      const echoed = { reason: '\u0000messages', names: ['\u0000tools'], ...prompt }
      expect(promptJson(echoed).toString('utf8')).toBe(JSON.stringify(echoed))
    }
  })
  it('blocks of serialized messages are the JSON of their messages, and a sliding window cannot grow them past their budget', () => {
    const history = Array.from({ length: 400 }, (_, i) => seal({ role: 'user', content: `message ${i} ${'x'.repeat(i % 50)}` }))
    const blocks = new JsonBlocks(8, 4096)
    const json = (items: readonly unknown[], at: number) => `${at > 0 ? ',' : ''}${items.map((m) => JSON.stringify(m)).join(',')}`
    for (let start = 0; start < 300; start++) {
      const window = history.slice(start, start + 64)
      for (let at = 0; at + 8 <= window.length; at += 8) expect(blocks.at(window, at)!.toString()).toBe(json(window.slice(at, at + 8), at))
      expect(blocks.bytes).toBeLessThanOrEqual(4096)
    }
    // The same window again finds its blocks; a message that is not sealed makes none
    const window = history.slice(10, 74)
    expect(blocks.at(window, 56)).toBe(blocks.at(window, 56))
    expect(blocks.at([...window.slice(0, 3), { role: 'user', content: 'new' }, ...window.slice(4)], 0)).toBeUndefined()
  })
})
