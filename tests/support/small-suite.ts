import { readSuite, writeSuite, type Suite } from '../../scenarios/suite/index.ts'
import type { Case } from '../../scenarios/case/index.ts'

/**
 * A few cases of the default suite chosen by what they are, not by id (the suite is regenerated):
 * single requests of every vagueness level, refusals, dialogues and a counterfactual pair, with
 * their users and histories. Small enough for a child-process CLI test.
 */
export function smallSuite(options: { singles?: number; dialogues?: number; refusals?: number; pairs?: number; name?: string } = {}): Omit<Suite, 'dir'> {
  const suite = readSuite('scenarios/suites/default')
  const singles = suite.cases.filter((c) => !c.followUps && !c.counterfactual && c.gold.length > 0)
  const picked: Case[] = []
  const add = (cases: Case[]) => {
    for (const c of cases) if (!picked.includes(c)) picked.push(c)
  }
  // Spread over the suite so several users and levels appear
  const spread = <T>(items: readonly T[], n: number) => Array.from({ length: Math.min(n, items.length) }, (_, i) => items[Math.floor((i * items.length) / Math.min(n, items.length))]!)
  add(spread(singles, options.singles ?? 4))
  add(spread(suite.cases.filter((c) => c.gold.length === 0 && !c.followUps), options.refusals ?? 1))
  add(spread(suite.cases.filter((c) => c.followUps), options.dialogues ?? 2))
  for (const twin of spread(suite.cases.filter((c) => c.counterfactual), options.pairs ?? 1)) {
    const original = suite.cases.find((c) => c.id === twin.counterfactual!.of)
    if (original) add([original, twin])
  }
  const order = new Map(suite.cases.map((c, i) => [c.id, i]))
  const cases = picked.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
  const users = new Map([...suite.users].filter(([id]) => cases.some((c) => c.user === id)))
  return { manifest: { ...suite.manifest, name: options.name ?? 'small', cases: cases.length, users: users.size }, users, cases }
}

export function writeSmallSuite(dir: string, options: Parameters<typeof smallSuite>[0] = {}): Omit<Suite, 'dir'> {
  const suite = smallSuite(options)
  writeSuite(dir, suite)
  return suite
}
