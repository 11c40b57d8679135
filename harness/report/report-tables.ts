import type { BreakdownRow, Summary } from './summary-types.ts'

/** A table both renderers (Markdown, HTML) draw: cells already formatted; the first column is a label. */
export interface ReportTable {
  id: string
  title: string
  head: string[]
  rows: string[][]
  note?: string
}

/** A rate as a percentage with one decimal; '—' where there was nothing to measure. */
export const percent = (rate: number | null): string => (rate === null ? '—' : (rate * 100).toFixed(1))

/** A count with thousands separators, by hand so the output does not depend on the ICU build. */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

export const TRACEBENCH_HEAD = ['Agent', 'Format', 'App', 'Function', 'Param names', 'Param values', 'Overall', 'Execution']
export const PTBENCH_HEAD = ['Agent', 'Query-related', 'Habit', 'Profile', 'Context-related', 'Overall']
export const TOOLSPECTRUM_HEAD = ['Level', 'Precision', 'Recall', 'F1']
export const BREAKDOWN_HEAD = ['n', 'Overall', 'Execution', 'App', 'Param values']

/** The three papers' tables, then the run's own figures (execution, refusals, tokens, pass^k). */
export function headlineTables(s: Summary): ReportTable[] {
  const e = s.exact
  const agent = s.run.model ? `${s.run.agent} (${s.run.model})` : s.run.agent
  const tables: ReportTable[] = [
    {
      id: 'tracebench',
      title: 'Exact and execution match (TRACEBench Table 4 style)',
      head: TRACEBENCH_HEAD,
      rows: [[agent, ...[e.format, e.app, e.function, e.paramNames, e.paramValues, e.overall, s.execution].map(percent)]],
      note: 'Columns are cumulative: each needs the one before. Execution: the predicted calls reach the gold state.',
    },
    {
      id: 'ptbench',
      title: 'Value accuracy by source (PTBench Table 1 style)',
      head: PTBENCH_HEAD,
      rows: [[agent, ...[e.values.query, e.values.habit, e.values.profile, e.values.context, e.overall].map(percent)]],
      note: 'Gold parameter values by where they come from; — where no gold value had that source.',
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
      ).map(([level, pr]) => [level, percent(pr.precision), percent(pr.recall), percent(pr.f1)]),
      note: 'Micro-averaged over result lines.',
    },
    {
      id: 'run',
      title: 'Run',
      head: ['Figure', 'Value'],
      rows: [
        ['Result lines (cases × trials)', `${s.results} (${s.cases} cases × ${s.run.trials})`],
        ['Exact overall (%)', percent(e.overall)],
        ['Execution match (%)', percent(s.execution)],
        [`Refusal cases, no call made (%, n = ${s.refusal.n})`, percent(s.refusal.exact)],
        [`Refusal cases, nothing changed (%, n = ${s.refusal.n})`, percent(s.refusal.execution)],
        ['Format failures', String(s.formatFailures)],
        ['Tokens (prompt / completion)', `${thousands(s.usage.promptTokens)} / ${thousands(s.usage.completionTokens)} (${s.usage.reported} reported, ${s.usage.cached} cached)`],
      ],
    },
  ]
  if (s.dialogues) {
    const d = s.dialogues
    tables.push({
      id: 'dialogues',
      title: `Dialogues (${d.n}, ${d.mode === 'gold' ? 'each turn from the gold state' : d.mode === 'carry' ? 'state carried from the agent\'s own turns' : 'mixed modes'})`,
      head: ['Turn', 'n', 'Exact overall', 'Execution'],
      rows: [
        ['All turns pass', String(d.n), percent(d.pass.exact), percent(d.pass.execution)],
        ...d.perTurn.map((t) => [t.turn === 0 ? 'Turn 1 (opening request)' : `Turn ${t.turn + 1}`, String(t.n), percent(t.exact), percent(t.execution)]),
        ...d.perAct.map((a) => [`Follow-ups: ${a.act}`, String(a.n), percent(a.exact), percent(a.execution)]),
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
        ['All', String(h.pairs), percent(h.bothRight.exact), percent(h.bothRight.execution), percent(h.sameAnswer)],
        ...h.byChange.map((c) => [`${c.change} edited`, String(c.pairs), '', percent(c.bothRight), percent(c.sameAnswer)]),
      ],
      note: 'The same query on two histories whose right answers differ. Giving both the same answer means the history was ignored.',
    })
  }
  if (s.passHatK.length > 0)
    tables.push({
      id: 'pass-hat-k',
      title: 'pass^k over trials',
      head: ['k', 'Cases', 'Exact overall', 'Execution'],
      rows: s.passHatK.map((p) => [String(p.k), String(p.cases), percent(p.overall), percent(p.execution)]),
      note: 'The chance that k trials of a case all pass, averaged over cases (τ-bench).',
    })
  return tables
}

const breakdownTable = (id: string, title: string, label: string, rows: BreakdownRow[]): ReportTable => ({
  id,
  title,
  head: [label, ...BREAKDOWN_HEAD],
  rows: rows.map((r) => [r.key, String(r.n), percent(r.overall), percent(r.execution), percent(r.app), percent(r.paramValues)]),
})

export function breakdownTables(s: Summary): ReportTable[] {
  const b = s.breakdowns
  return [
    breakdownTable('by-vagueness', 'By vagueness', 'Vagueness', b.vagueness),
    breakdownTable('by-history', 'By history length', 'History records', b.history),
    breakdownTable('by-kind', 'By personalization kind', 'Kind', b.kind),
    breakdownTable('by-domain', 'By domain', 'Domain', b.domain),
    breakdownTable('by-user', 'By user', 'User', b.user),
  ]
}
