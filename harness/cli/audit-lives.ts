import { Command } from 'commander'
import { AUDIT_METRICS, AUDIT_TARGETS, auditLives, auditNumbers, type LivesAudit } from '../../simulator/lives/index.ts'
import { readHistory, readUsers } from '../../simulator/users/files.ts'
import { createSandboxWorld } from '../../simulator/world/index.ts'

const program = new Command('audit-lives')
  .description('Checks that simulated lives hold together: holidays, whereabouts, budget, true profile sentences, purposeful searches, habit variance')
  .argument('<dir>', 'a directory written by npm run simulate (users.jsonl + histories/)')
  .option('--json', 'print one JSON object of the metrics (numbers)')
  .option('--by-user', 'add per-user counts and the first problems found')
  .option('--strict', 'exit 1 when a target is not met')
  .parse()

const opts = program.opts<{ json?: boolean; byUser?: boolean; strict?: boolean }>()
const dir = program.args[0]!

let audit: LivesAudit
try {
  const users = readUsers(dir).map((u) => ({ profile: u.profile, history: readHistory(dir, u.profile.id), habits: u.habits }))
  audit = auditLives(users, createSandboxWorld())
} catch (e) {
  // A missing directory, an unreadable file or a malformed line: one line, no stack trace.
  const err = e as NodeJS.ErrnoException & { issues?: { path: PropertyKey[]; message: string }[] }
  const issue = err.issues?.[0]
  const why = err.code === 'ENOENT' ? `no such file: ${err.path ?? dir}` : issue ? `a profile's ${issue.path.join('.')}: ${issue.message}` : err.message.split('\n')[0]
  console.error(`audit-lives: cannot read a population in ${dir}: ${why}`)
  process.exit(2)
}

const numbers = auditNumbers(audit)
const missed = AUDIT_METRICS.filter((m) => AUDIT_TARGETS[m] && !AUDIT_TARGETS[m].met(numbers[m]))

if (opts.json) {
  console.log(JSON.stringify(opts.byUser ? { ...numbers, byUser: audit.byUser } : numbers))
} else {
  const show = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(3))
  const rows = AUDIT_METRICS.map((m) => {
    const t = AUDIT_TARGETS[m]
    return [m, show(numbers[m]), t?.text ?? '', t ? (t.met(numbers[m]) ? 'met' : 'NOT MET') : '']
  })
  const header = ['metric', 'value', 'target', '']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd())
  console.log(missed.length ? `\n${missed.length} target(s) not met: ${missed.join(', ')}` : '\nall targets met')
  if (opts.byUser) {
    for (const u of audit.byUser) {
      console.log(
        `\n## ${u.id} (${u.incomeLevel}), ${u.records} records: holiday ${u.holidayOfficeCalls}, whereabouts ${u.whereaboutsConflicts}, top-class rides ${u.topClassRides}/${u.rides}, luxury stays ${u.luxuryStays}, false sentences ${u.preferenceSentencesFalse}, repeated empty searches ${u.repeatedEmptySearches}, habit entropy ${show(u.habitEntropy)}`,
      )
      for (const x of u.examples) console.log(`  - ${x}`)
      if (u.fixedHabits.length) console.log(`  fixed habits: ${u.fixedHabits.join('; ')}`)
    }
  }
}
if (opts.strict && missed.length > 0) process.exit(1)
