import { Session } from 'node:inspector'
import { writeFileSync } from 'node:fs'
const s = new Session(); s.connect()
process.on('SIGUSR2', () => { s.post('Profiler.enable', () => s.post('Profiler.start')) })
process.on('SIGUSR1', () => { s.post('Profiler.stop', (err, { profile }) => { writeFileSync('/tmp/prof/steady.cpuprofile', JSON.stringify(profile)) }) })
