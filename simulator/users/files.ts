import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { userProfileSchema, type UserProfile } from '../../apps/kit/index.ts'
import { formatHistory, parseHistory, type HistoryRecord } from '../history/index.ts'
import type { SimulatedUser } from './population.ts'

/** `DIR/users.jsonl` (one profile per line, with habits and life events) and `DIR/histories/<id>.jsonl`. */
export function writePopulation(dir: string, users: readonly SimulatedUser[], seed: string): void {
  mkdirSync(join(dir, 'histories'), { recursive: true })
  const lines = users.map((u) => JSON.stringify({ profile: u.profile, sessionSeed: `${seed}:${u.profile.id}`, habits: u.habits, events: u.events }))
  writeFileSync(join(dir, 'users.jsonl'), lines.join('\n') + '\n')
  for (const u of users) writeFileSync(join(dir, 'histories', `${u.profile.id}.jsonl`), formatHistory(u.history))
}

export interface StoredUser {
  profile: UserProfile
  sessionSeed: string
  habits?: SimulatedUser['habits']
  events?: SimulatedUser['events']
}

export function readUsers(dir: string): StoredUser[] {
  return readFileSync(join(dir, 'users.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const raw = JSON.parse(line) as StoredUser
      return { ...raw, profile: userProfileSchema.parse(raw.profile) }
    })
}

export function readHistory(dir: string, userId: string): HistoryRecord[] {
  const parsed = parseHistory(readFileSync(join(dir, 'histories', `${userId}.jsonl`), 'utf8'))
  if (!parsed.ok) throw new Error(`${userId}.jsonl: ${parsed.errors.slice(0, 5).map((e) => `line ${e.line} ${e.path}: ${e.message}`).join('; ')}`)
  return parsed.records
}

export const historyFiles = (dir: string): string[] => readdirSync(join(dir, 'histories')).filter((f) => f.endsWith('.jsonl')).sort()

/** A generated set on disk as the server's history source (read lazily, cached per user). */
export function directoryHistorySource(dir: string) {
  const users = new Map(readUsers(dir).map((u) => [u.profile.id, u]))
  const cache = new Map<string, HistoryRecord[]>()
  return {
    ids: () => [...users.keys()],
    find(userId: string) {
      const user = users.get(userId)
      if (!user) return undefined
      let history = cache.get(userId)
      if (!history) cache.set(userId, (history = readHistory(dir, userId)))
      return { profile: user.profile, sessionSeed: user.sessionSeed, history }
    },
  }
}
