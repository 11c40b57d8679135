import type { Rng, UserProfile } from '../../apps/kit/index.ts'
import { budgetOf } from './budget.ts'
import type { HabitChange, Habits, Workout } from './habits.ts'
import { ARTISTS_MID, ARTISTS_OLD, ARTISTS_YOUNG } from './media-taste.ts'

/** Uses a week of each changeable habit, roughly: a rare one must change early to be seen after. */
const USES_PER_WEEK: Record<HabitChange['kind'], number> = {
  news_app: 6,
  coffee_chain: 3,
  knowledge_app: 2.5,
  takeout_app: 2,
  video_app: 1.8,
  music_app: 1.2,
  music_artist: 1.2,
  sport_trial: 3,
}

/**
 * Where in the history the lasting changes fall, as shares of its length, nearest the middle first:
 * the rarest habit changes mid-way so that enough uses fall on both sides, the commonest near the ends.
 */
const SLOTS = [0.47, 0.36, 0.58, 0.25]

const other = (apps: readonly string[], current: string) => apps.find((a) => a !== current)!

/** Artists a music app holds no licence for (its songs are greyed out there): nobody moves to an app that lacks their singer. */
const UNLICENSED: Record<string, readonly string[]> = { 'NetEase Cloud Music': ['Jay Chou'], 'QQ Music': ['Gebi Lao Fan', 'Fangdong de Mao'] }
const playsOn = (app: string, artists: readonly string[]) => !artists.some((a) => UNLICENSED[app]?.includes(a))

/**
 * Three or four lasting changes at different times, each of a habit the person actually has, and
 * trials that revert: another sport for a week or two, another news or music app for a week. Causes are what a reader would look for: a new platform's membership
 * bought the evening it starts, a weight-loss plan made the day before lunches turn light, a trial
 * class booked for a fortnight of another sport.
 */
export function drawChanges(profile: UserProfile, apps: Habits['apps'], values: Habits['values'], office: boolean, totalDays: number, rng: Rng): HabitChange[] {
  const adult = profile.age >= 18
  const tier = budgetOf(profile).tier
  const candidates: HabitChange[] = [
    // An adult's: a minor's evenings of video are too few (and the VIP is the parents' to buy) for a switch to show.
    ...(adult ? [{ kind: 'video_app' as const, from: 0, to: other(['iQIYI', 'Tencent Video'], apps.video), cause: 'membership' as const }] : []),
    { kind: 'knowledge_app', from: 0, to: other(['Zhihu', 'Xiaohongshu'], apps.knowledge) },
    ...(playsOn(other(['QQ Music', 'NetEase Cloud Music'], apps.music), values.musicArtists) ? [{ kind: 'music_app' as const, from: 0, to: other(['QQ Music', 'NetEase Cloud Music'], apps.music) }] : []),
    { kind: 'news_app', from: 0, to: apps.news === 'Toutiao' ? 'Weibo' : 'Toutiao' },
  ]
  // Starbucks costs twice Luckin: only those with room in the budget move up to it.
  // A new favourite singer the usual app can play (heard somewhere, then played all the time).
  const pool = profile.age >= 55 ? ARTISTS_OLD : profile.age < 30 ? ARTISTS_YOUNG : ARTISTS_MID
  const newSinger = pool.filter((a) => !values.musicArtists.includes(a) && playsOn(apps.music, [a]))
  if (newSinger.length > 0) candidates.push({ kind: 'music_artist', from: 0, to: rng.pick(newSinger) })
  // Coffee is a workday habit: a change of chain shows only for someone with a workplace to drink it at.
  const workplace = office || profile.places.school !== undefined
  if (apps.coffee && workplace && (apps.coffee === 'Starbucks' || tier !== 'low')) candidates.push({ kind: 'coffee_chain', from: 0, to: other(['Luckin Coffee', 'Starbucks'], apps.coffee) })
  if (office && adult) {
    candidates.push({ kind: 'takeout_app', from: 0, to: other(['Meituan', 'Ele.me'], apps.takeout) })
  }
  const count = Math.min(candidates.length, rng.chance(0.5) ? 4 : 3)
  // Rare habits take the early slots, so that enough of their uses fall after the change.
  const chosen = rng
    .shuffle(candidates)
    .slice(0, count)
    .sort((a, b) => USES_PER_WEEK[a.kind] - USES_PER_WEEK[b.kind] || a.kind.localeCompare(b.kind))
  const lasting = chosen.map((c, i) => ({ ...c, from: Math.round(SLOTS[i]! * totalDays) + rng.int(-2, 2) })).sort((a, b) => a.from - b.from)
  // A fortnight's trial of another sport (a trial class), then back to the usual one.
  const trialStart = Math.round(totalDays * 0.2) + rng.int(0, Math.max(1, Math.round(totalDays * 0.17)))
  const trial: HabitChange = { kind: 'sport_trial', from: trialStart, until: trialStart + 14, to: trialSport(profile, values, rng), cause: 'trial_class' }
  // A week on another news or music app (a friend's tip, a free month), then back: on whichever has no lasting change.
  const musicMovable = playsOn(other(['QQ Music', 'NetEase Cloud Music'], apps.music), values.musicArtists)
  const appTrial = (['news_app', 'knowledge_app', 'music_app'] as const).find((k) => !lasting.some((c) => c.kind === k) && (k !== 'music_app' || musicMovable))
  const tryFrom = Math.round(totalDays * 0.45) + rng.int(0, 5)
  // A week is enough to show a daily habit; the rarer ones are tried for ten days or a fortnight.
  const tryDays = appTrial === 'news_app' ? 7 : appTrial === 'knowledge_app' ? 10 : 14
  const trials: HabitChange[] = appTrial ? [trial, { kind: appTrial, from: tryFrom, until: tryFrom + tryDays, to: appTrial === 'news_app' ? (apps.news === 'Toutiao' ? 'Weibo' : 'Toutiao') : appTrial === 'music_app' ? other(['QQ Music', 'NetEase Cloud Music'], apps.music) : other(['Zhihu', 'Xiaohongshu'], apps.knowledge) }] : [trial]
  return [...lasting, ...trials].sort((a, b) => a.from - b.from)
}

/** A trial is a paid class three evenings a week: the workday sessions move to its days. */
function trialSport(profile: UserProfile, values: Habits['values'], rng: Rng): Workout & { weekdays: number[] } {
  const options = profile.age >= 60 ? ['swimming', 'square dancing'] : profile.age < 18 ? ['swimming', 'table tennis'] : ['spinning', 'pilates', 'tennis', 'swimming', 'yoga']
  return { activity: rng.pick(options.filter((o) => o !== values.exercise.activity)), durationMin: 60, weekdays: [1, 3, 5] }
}

/** Whether a change is in force on a day. */
export const inForce = (c: HabitChange, day: number): boolean => day >= c.from && (c.until === undefined || day < c.until)

/** The app a change of app moves, by the change's kind. */
const APP_OF: Partial<Record<HabitChange['kind'], keyof Habits['apps']>> = {
  coffee_chain: 'coffee',
  takeout_app: 'takeout',
  video_app: 'video',
  music_app: 'music',
  news_app: 'news',
  knowledge_app: 'knowledge',
}

/** The habits in force on a day (index from the history's first day): every change whose span covers it applied. */
export function habitsOn(h: Habits, day: number): Habits {
  let out = h
  for (const c of h.changes) {
    if (!inForce(c, day)) continue
    if (c.kind === 'music_artist') out = { ...out, values: { ...out.values, musicArtists: [c.to] } }
    else if (c.kind === 'sport_trial') out = { ...out, values: { ...out.values, exercise: { ...out.values.exercise, ...c.to } } }
    else out = { ...out, apps: { ...out.apps, [APP_OF[c.kind]!]: c.to } }
  }
  return out
}

/** The change of this kind in force on a day, if any (for the `change:*` tag on the records it shapes). */
export const changeOn = (h: Habits, kind: HabitChange['kind'], day: number): HabitChange | undefined => h.changes.find((c) => c.kind === kind && inForce(c, day))

/**
 * A trial is booked for a fortnight at home: moved off trips and holidays, to the nearest start that
 * leaves ten days of the usual habit before it and two ordinary weeks after it (or made a one-week
 * trial where the weeks are too full for that); else left where drawn.
 */
export function clearOfTrips(changes: readonly HabitChange[], away: (day: number) => boolean, totalDays: number): HabitChange[] {
  return changes.map((c) => {
    if (c.until === undefined) return c
    // A fortnight with a week of the usual habit before it and two after; failing that, a trial week with ten days after.
    const length0 = c.until - c.from
    const short = c.kind === 'sport_trial' ? 7 : length0
    for (const [length, before, after] of [[length0, 7, 14], [short, 7, 10], [short, 0, 10]] as const) {
      const free = (start: number) => Array.from({ length: before + length + after }, (_, k) => start - before + k).every((d) => !away(d))
      const starts = Array.from({ length: totalDays }, (_, k) => k)
        .filter((s) => s >= 10 && s + length + after <= totalDays)
        .sort((a, b) => Math.abs(a - c.from) - Math.abs(b - c.from) || a - b)
      const start = starts.find(free)
      if (start === undefined) continue
      // A one-week trial is a class every weekday evening (the studio's trial week).
      const week = length === 7 && length0 > 7 && c.kind === 'sport_trial' ? { to: { ...c.to, weekdays: [1, 2, 3, 4, 5] } } : {}
      return { ...c, from: start, until: start + length, ...week } as HabitChange
    }
    return c
  })
}
