import { RESAMPLES } from './bootstrap.ts'
import type { Rate } from './interval.ts'
import type { BreakdownRow, HeadlineRow, Summary } from './summary-types.ts'
import { MIN_USERS } from './user-rate.ts'

/** A table cell: text, or a rate that each renderer writes with its interval in its own way. */
export type Cell = string | { rate: Rate }

/** A table every renderer (Markdown, HTML, LaTeX) draws; the first column is a label. */
export interface ReportTable {
  id: string
  title: string
  head: string[]
  rows: Cell[][]
  note?: string
  /** How the table's intervals were made: one line set under the note. */
  intervals?: string
}

/** A rate as a percentage with one decimal; '—' where there was nothing to measure. */
export const percent = (rate: number | null): string => (rate === null ? '—' : (rate * 100).toFixed(1))

/** `75.0 (70.1–79.4)`: the rate and its 95% interval, in percent. */
export const rateText = (rate: Rate): string => (rate.value === null ? '—' : rate.low === null || rate.high === null ? percent(rate.value) : `${percent(rate.value)} (${percent(rate.low)}–${percent(rate.high)})`)

export const cellText = (cell: Cell): string => (typeof cell === 'string' ? cell : rateText(cell.rate))

/** A count with thousands separators, by hand so the output does not depend on the ICU build. */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

const r = (rate: Rate): Cell => ({ rate })

export const HEADLINE_HEAD = ['Cases', 'n', 'Users', 'Exact overall', 'Execution']
export const TRACEBENCH_HEAD = ['Agent', 'Format', 'App', 'Function', 'Param names', 'Param values', 'Overall', 'Execution']
export const PTBENCH_HEAD = ['Agent', 'Query-related', 'Habit', 'Profile', 'Context-related', 'Condition', 'Overall']
export const TOOLSPECTRUM_HEAD = ['Level', 'Precision', 'Recall', 'F1']
export const BREAKDOWN_HEAD = ['n', 'Overall', 'Execution', 'App', 'Values right']

/** The line under every table with rates: what the intervals resample and why. */
export const intervalLine = (users: number): string =>
  users < MIN_USERS
    ? `No 95% intervals: they resample users, and there ${users === 1 ? 'is one user' : 'are no users'}.`
    : `95% intervals: bootstrap over users (${thousands(users)} users, ${thousands(RESAMPLES)} resamples), cases of one user are not independent.`

export const agentLabel = (s: Summary) => (s.run.model ? `${s.run.agent} (${s.run.model})` : s.run.agent)

const headlineCells = (label: string, row: HeadlineRow): Cell[] => [label, thousands(row.n), thousands(row.users), r(row.exact), r(row.execution)]

/**
 * Overall, Hard and Refusals apart: the row that separates models is Hard, where request-only,
 * copy-last, majority and counter + recency all miss, so history must be read, not counted.
 */
export function headlineTable(s: Summary): ReportTable {
  const hard = s.hard
    ? `Hard: cases no trivial predictor (request only, copy the last call, majority, counter + recency) solves, ${thousands(s.hard.n)} of ${thousands(s.counts.measured)} measured lines.`
    : 'Hard: n/a, no case of this run records which trivial predictors solve it (solvedBy).'
  return {
    id: 'headline',
    title: 'Headline: overall, hard cases, refusals',
    head: HEADLINE_HEAD,
    rows: [headlineCells('Overall', s.overall), s.hard ? headlineCells('Hard', s.hard) : ['Hard', 'n/a', 'n/a', 'n/a', 'n/a'], headlineCells('Refusals', s.refusals)],
    note: `Overall: every single-turn case, refusals included. ${hard} Refusals: exact is no call made, execution no write attempted.`,
  }
}

/** The headline and the three papers' tables, then the run's own figures (execution, refusals, tokens, pass^k); every table with rates says how its intervals were made. */
export function headlineTables(s: Summary): ReportTable[] {
  return runTables(s).map((t) => ({ ...t, intervals: intervalLine(s.users) }))
}

function runTables(s: Summary): ReportTable[] {
  const e = s.exact
  const agent = agentLabel(s)
  const tables: ReportTable[] = [
    {
      id: 'tracebench',
      title: 'Exact and execution match (TRACEBench Table 4 style)',
      head: TRACEBENCH_HEAD,
      rows: [[agent, ...[e.format, e.app, e.function, e.paramNames, e.paramValues, e.overall, s.execution].map(r)]],
      note: 'Columns are cumulative: each needs the one before. Execution: the predicted calls reach the gold state. Each rate has its 95% interval in parentheses.',
    },
    headlineTable(s),
    {
      id: 'ptbench',
      title: 'Value accuracy by source (PTBench Table 1 style)',
      head: PTBENCH_HEAD,
      rows: [[agent, ...[e.values.query, e.values.habit, e.values.profile, e.values.context, e.values.condition, e.overall].map(r)]],
      note: 'Gold parameter values by where they come from (each rate over parameters); — where no gold value had that source. Condition: a habit that holds within a visible condition.',
    },
    {
      id: 'toolspectrum',
      title: 'Precision, recall and F1 (ToolSpectrum Table 3 style)',
      head: TOOLSPECTRUM_HEAD,
      rows: (
        [
          ['APP', e.f1.app],
          ['API', e.f1.api],
          ['Required', e.f1.required],
          ['Optional', e.f1.optional],
        ] as const
      ).map(([level, pr]) => [level, r(pr.precision), r(pr.recall), r(pr.f1)]),
      note: 'Micro-averaged over result lines.',
    },
    {
      id: 'run',
      title: 'Run',
      head: ['Figure', 'Value'],
      rows: [
        ['Result lines (cases × trials)', `${thousands(s.results)} single-turn (${thousands(s.cases)} cases × ${s.run.trials}); ${thousands(s.counts.lines)} lines in all with ${thousands(s.counts.dialogues)} dialogues and ${thousands(s.counts.twins)} counterfactual twins`],
        ['Exact overall (%)', r(e.overall)],
        [`Execution match (%, n = ${thousands(s.execution.n)})`, r(s.execution)],
        ...(s.counts.notExecutable ? [['Not executable (gold outside the catalog)', thousands(s.counts.notExecutable)] as Cell[]] : []),
        [`Refusal cases, no call made (%, n = ${s.refusal.n})`, r(s.refusal.exact)],
        [`Refusal cases, no write attempted (%, n = ${s.refusal.n})`, r(s.refusal.execution)],
        ['Format failures', String(s.formatFailures)],
        ...(s.reward?.mean != null ? [[`Mean reward (all episodes, n = ${thousands(s.reward.n)})`, s.reward.mean.toFixed(4)] as Cell[]] : []),
        ['Tokens (prompt / completion)', `${thousands(s.usage.promptTokens)} / ${thousands(s.usage.completionTokens)} (${s.usage.reported} reported, ${s.usage.cached} cached)`],
        ...(s.run.coverage
          ? [['Predictions', `${thousands(s.run.coverage.predicted)} of ${thousands(s.run.coverage.cases)} cases; ${thousands(s.run.coverage.unmatched)} naming no case`] as Cell[]]
          : []),
        ...(s.run.identity ? [['Run identity', s.run.identity.hash.slice(0, 16)] as Cell[]] : []),
      ],
    },
  ]
  if (s.dialogues) {
    const d = s.dialogues
    tables.push({
      id: 'dialogues',
      title: `Dialogues (${d.n}, ${d.mode === 'gold' ? 'each turn from the gold state' : d.mode === 'carry' ? "state carried from the agent's own turns" : 'mixed modes'})`,
      head: ['Turn', 'n', 'Exact overall', 'Execution'],
      rows: [
        ['All turns pass', String(d.n), r(d.pass.exact), r(d.pass.execution)],
        ...d.perTurn.map((t) => [t.turn === 0 ? 'Turn 1 (opening request)' : `Turn ${t.turn + 1}`, String(t.n), r(t.exact), r(t.execution)]),
        ...d.perAct.map((a) => [`Follow-ups: ${a.act}`, String(a.n), r(a.exact), r(a.execution)]),
      ],
      note: 'A dialogue passes when every turn passes. References to earlier turns resolve against the calls actually made.',
    })
  }
  if (s.sensitivity) {
    const h = s.sensitivity
    tables.push({
      id: 'history-sensitivity',
      title: `History sensitivity (${h.pairs} counterfactual pairs)`,
      head: ['Pairs', 'n', 'Right on both (exact)', 'Right on both (execution)', 'Same answer to both'],
      rows: [
        ['All', String(h.pairs), r(h.bothRight.exact), r(h.bothRight.execution), r(h.sameAnswer)],
        ...h.byChange.map((c) => [`${c.change} edited`, String(c.pairs), r(c.bothRight.exact), r(c.bothRight.execution), r(c.sameAnswer)]),
      ],
      note: 'The same query on two histories whose right answers differ. Giving both the same answer means the history was ignored.',
    })
  }
  if (s.passHatK.length > 0)
    tables.push({
      id: 'pass-hat-k',
      title: 'pass^k over trials',
      head: ['k', 'Cases', 'Exact overall', 'Execution'],
      rows: s.passHatK.map((p) => [String(p.k), String(p.cases), r(p.overall), r(p.execution)]),
      note: 'The chance that k trials of a case all pass, averaged over cases (τ-bench).',
    })
  return tables
}

const breakdownTable = (id: string, title: string, label: string, rows: BreakdownRow[]): ReportTable => ({
  id,
  title,
  head: [label, ...BREAKDOWN_HEAD],
  rows: rows.map((row) => [row.key, String(row.n), r(row.overall), r(row.execution), r(row.app), r(row.values)]),
})

export function breakdownTables(s: Summary): ReportTable[] {
  return groupTables(s).map((t) => ({ ...t, intervals: intervalLine(s.users) }))
}

function groupTables(s: Summary): ReportTable[] {
  const b = s.breakdowns
  const note = 'Refusal cases are left out (they have their own rows). Values right: gold parameter values right over all gold parameters of the group (Overall needs every column right).'
  return [
    { ...breakdownTable('by-vagueness', 'By vagueness', 'Vagueness', b.vagueness), note },
    {
      ...breakdownTable('by-vagueness-same-anchors', 'By vagueness, on the same anchors', 'Vagueness', b.vaguenessSameAnchors),
      note: 'Only anchors asked at all four levels. Most vague states nothing, so it exists only where every value is inferable; this table compares one anchor with itself.',
    },
    breakdownTable('by-history', 'By history length', 'History records', b.history),
    breakdownTable('by-kind', 'By personalization kind', 'Kind', b.kind),
    breakdownTable('by-difficulty', 'By difficulty type', 'Difficulty', b.difficulty),
    breakdownTable('by-domain', 'By domain', 'Domain', b.domain),
    { ...breakdownTable('by-user', 'By user', 'User', b.user), note: 'One user a row: no interval, since the intervals resample users.' },
  ]
}
