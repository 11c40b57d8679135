// Prints the reference script's outcomes and final state as one JSON line (for the cross-process test).
import { openSession } from '../../simulator/world/index.ts'
import { runInProcess } from './reference-script.ts'

const session = openSession({ seed: process.argv[2] ?? 'cross-process' })
const outcomes = await runInProcess(session)
process.stdout.write(JSON.stringify({ outcomes, state: session.state }))
