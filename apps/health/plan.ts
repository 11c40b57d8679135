import { HIGH_INTENSITY_MET } from './activities.ts'
import { CARDIO_BLOCKS, COOL_DOWN, EXERCISES, WARM_UP, type Area, type CardioBlock, type Equipment, type Exercise } from './exercise-library.ts'

/**
 * Builds a weekly workout plan from the equipment at hand, the target areas, the goals and the
 * level: a pure function of its request, so the same request always gives the same plan.
 */
export const GOALS = ['loss_weight', 'body_toning', 'maintain_health'] as const
export type Goal = (typeof GOALS)[number]
export type ActivityLevel = 'low' | 'high'

export interface PlanRequest {
  equipment: readonly Equipment[]
  targetAreas: readonly Area[]
  goals: readonly Goal[]
  activityLevel: ActivityLevel
  weightKg: number
  /** No jumps, and walking or swimming for cardio (older or heavier users). */
  lowImpact: boolean
  /** Most minutes of high-intensity (MET >= 8) moves in one session; no cap when undefined. */
  highIntensityCapMin?: number
}

export interface PlannedExercise {
  name: string
  equipment: string[]
  targets: Area[]
  prescription: string
  sets?: number
  reps?: number
  seconds?: number
  minutes?: number
  perSide?: boolean
  restSec?: number
}

export interface PlanDay {
  day: string
  focus: string[]
  durationMin: number
  estimatedCalories: number
  exercises: PlannedExercise[]
}

export interface WeeklyPlan {
  daysPerWeek: number
  days: PlanDay[]
  weeklyMinutes: number
  estimatedWeeklyCalories: number
  notes: string[]
}

const kcal = (met: number, weightKg: number, minutes: number): number => (met * weightKg * minutes) / 60

function allowed(req: PlanRequest, needs: readonly Equipment[], met: number, highImpact: boolean | undefined): boolean {
  if (!needs.every((n) => req.equipment.includes(n))) return false
  if (req.activityLevel === 'low' && (highImpact || met >= HIGH_INTENSITY_MET)) return false
  return !(req.lowImpact && highImpact)
}

const byName = (a: Exercise, b: Exercise): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/** Candidates for an area: moves using the user's equipment first, then those that train it primarily. */
function candidates(req: PlanRequest, area: Area): Exercise[] {
  return EXERCISES.filter((e) => e.areas.includes(area) && allowed(req, e.needs, e.met, e.highImpact)).sort(
    (a, b) => Number(a.needs.length === 0) - Number(b.needs.length === 0) || Number(a.areas[0] !== area) - Number(b.areas[0] !== area) || byName(a, b),
  )
}

/** The movement without its implement: 'Dumbbell goblet squat' and 'Kettlebell goblet squat' are one pattern. */
const PATTERNS: ReadonlyMap<Exercise, string> = new Map(
  EXERCISES.map((e) => [e, e.name.toLowerCase().replace(/^(dumbbell|kettlebell|barbell|band|banded|resistance-band|medicine-ball|stability-ball|bodyweight)\s+/, '')]),
)

const REP_STEPS = [3, 5, 6, 8, 10, 12, 15, 20, 25]
/** Prescriptions use the rep counts coaches write. */
const snapReps = (n: number): number => REP_STEPS.reduce((best, r) => (Math.abs(r - n) < Math.abs(best - n) ? r : best))

/** An exercise's prescription; `maxMinutes` drops sets (never below one) to fit a time cap. */
function dose(req: PlanRequest, e: Exercise, maxMinutes = Number.POSITIVE_INFINITY): PlannedExercise {
  const high = req.activityLevel === 'high'
  let sets = high ? 4 : 3
  const restSec = Math.max(30, (high ? 45 : 60) - (req.goals.includes('loss_weight') ? 15 : 0))
  const side = e.perSide ? ' per side' : ''
  const timed = e.seconds !== undefined
  const amount = timed ? (high ? Math.round((e.seconds! * 1.5) / 5) * 5 : e.seconds!) : snapReps((e.reps ?? 10) * (high ? 1.25 : 1) + (req.goals.includes('body_toning') ? 2 : 0))
  // A rep takes about 3 s; per-side moves take twice the work.
  const workSec = (timed ? amount : amount * 3) * (e.perSide ? 2 : 1)
  while (sets > 1 && Math.max(1, Math.round((sets * (workSec + restSec)) / 60)) > maxMinutes) sets--
  const out: PlannedExercise = {
    name: e.name,
    equipment: e.needs.length ? e.needs.slice() : ['bodyweight'],
    targets: e.areas.slice(),
    prescription: `${sets} x ${amount}${timed ? ' s' : ''}${side}`,
    sets,
    minutes: Math.max(1, Math.round((sets * (workSec + restSec)) / 60)),
    restSec,
  }
  if (timed) out.seconds = amount
  else out.reps = amount
  if (e.perSide) out.perSide = true
  return out
}

function cardio(req: PlanRequest, minutes: number, variant: number): { block: CardioBlock; item: PlannedExercise } {
  const options = req.lowImpact
    ? CARDIO_BLOCKS.filter((b) => b.name === 'Brisk walking' || b.name.startsWith('Swimming'))
    : CARDIO_BLOCKS.filter((b) => !b.name.startsWith('Swimming') && allowed(req, b.needs, b.met, b.highImpact))
  const block = options[variant % options.length]!
  return { block, item: { name: block.name, equipment: block.needs.length ? [...block.needs] : ['none'], targets: ['cardio'], minutes, prescription: `${minutes} min` } }
}

type Candidates = (area: Area) => Exercise[]

function strengthDay(req: PlanRequest, pool: Candidates, day: string, index: number, focus: readonly Area[]): PlanDay {
  const slots = req.activityLevel === 'high' ? 6 : 4
  const chosen: Exercise[] = []
  const items: PlannedExercise[] = []
  const used = new Map<Area, number>()
  const cap = req.highIntensityCapMin
  let intenseMinutes = 0
  const pick = (area: Area) => {
    const taken = chosen.map((c) => PATTERNS.get(c))
    // Under a cap, a high-intensity move is a candidate only while even its shortest dose fits the session's allowance.
    const fits = (e: Exercise) => cap === undefined || e.met < HIGH_INTENSITY_MET || dose(req, e, cap - intenseMinutes).minutes! <= cap - intenseMinutes
    const list = pool(area).filter((e) => !taken.includes(PATTERNS.get(e)) && fits(e))
    if (list.length === 0) return
    const n = used.get(area) ?? 0
    used.set(area, n + 1)
    const e = list[(index + n) % list.length]!
    const item = cap !== undefined && e.met >= HIGH_INTENSITY_MET ? dose(req, e, cap - intenseMinutes) : dose(req, e)
    if (cap !== undefined && e.met >= HIGH_INTENSITY_MET) intenseMinutes += item.minutes!
    chosen.push(e)
    items.push(item)
  }
  for (let slot = 0; slot < slots * 3 && chosen.length < slots; slot++) pick(focus[slot % focus.length]!)
  // Few moves for the focus with this equipment: round the session off with core and full-body work.
  for (const area of ['abs', 'full_body'] as const) for (let i = 0; i < slots && chosen.length < slots; i++) pick(area)
  let calories = kcal(WARM_UP.met, req.weightKg, WARM_UP.minutes) + kcal(COOL_DOWN.met, req.weightKg, COOL_DOWN.minutes)
  chosen.forEach((e, i) => (calories += kcal(e.met, req.weightKg, items[i]!.minutes!)))
  if (req.goals.includes('loss_weight')) {
    const finisher = cardio(req, req.activityLevel === 'high' ? 15 : 10, index)
    items.push(finisher.item)
    calories += kcal(finisher.block.met, req.weightKg, finisher.item.minutes!)
  }
  const warmUp: PlannedExercise = { name: WARM_UP.name, equipment: ['none'], targets: ['full_body'], minutes: WARM_UP.minutes, prescription: `${WARM_UP.minutes} min` }
  const coolDown: PlannedExercise = { name: COOL_DOWN.name, equipment: ['none'], targets: ['full_body'], minutes: COOL_DOWN.minutes, prescription: `${COOL_DOWN.minutes} min` }
  const all = [warmUp, ...items, coolDown]
  return { day, focus: [...focus], durationMin: all.reduce((s, x) => s + (x.minutes ?? 0), 0), estimatedCalories: Math.round(calories), exercises: all }
}

function cardioDay(req: PlanRequest, day: string): PlanDay {
  const minutes = req.activityLevel === 'high' ? 35 : 30
  // The most vigorous option the user may do; low-impact users alternate walking and swimming by goal.
  const { block, item } = cardio(req, minutes, req.lowImpact && req.goals.includes('loss_weight') ? 1 : 0)
  const stretch: PlannedExercise = { name: COOL_DOWN.name, equipment: ['none'], targets: ['full_body'], minutes: COOL_DOWN.minutes, prescription: `${COOL_DOWN.minutes} min` }
  const calories = kcal(block.met, req.weightKg, minutes) + kcal(COOL_DOWN.met, req.weightKg, COOL_DOWN.minutes)
  return { day, focus: ['cardio'], durationMin: minutes + COOL_DOWN.minutes, estimatedCalories: Math.round(calories), exercises: [item, stretch] }
}

export function buildWeeklyPlan(req: PlanRequest): WeeklyPlan {
  const high = req.activityLevel === 'high'
  const strengthDays = high ? ['Monday', 'Tuesday', 'Thursday', 'Friday'] : ['Monday', 'Wednesday', 'Friday']
  const areas: Area[] = req.targetAreas.filter((a) => a !== 'cardio')
  if (areas.length === 0) areas.push('full_body')
  const pools = new Map<Area, Exercise[]>()
  const pool: Candidates = (area) => pools.get(area) ?? pools.set(area, candidates(req, area)).get(area)!
  const days = strengthDays.map((day, d) => {
    // Two areas a day when there are more, rotating so every area comes up each week.
    const focus = areas.length <= 2 ? areas : [areas[(2 * d) % areas.length]!, areas[(2 * d + 1) % areas.length]!]
    return strengthDay(req, pool, day, d, focus)
  })
  const wantsCardio = high || req.lowImpact || req.targetAreas.includes('cardio') || req.goals.includes('loss_weight') || req.goals.includes('maintain_health')
  if (wantsCardio) days.push(cardioDay(req, 'Saturday'))
  const notes = [
    high ? 'Four strength sessions and one conditioning day; rest on Wednesday and Sunday.' : 'Three full sessions a week with a rest day between them.',
    'Pick a weight you can move for every listed rep with two reps in reserve; add load when the last set feels easy.',
  ]
  if (req.lowImpact) notes.push(high ? 'Low-impact plan: no jumping; walking and swimming carry the cardio.' : 'Low-impact plan: no jumping and no high-intensity moves; walking and swimming carry the cardio.')
  if (req.highIntensityCapMin !== undefined) notes.push(`High-intensity moves (8 MET or more) are capped at ${req.highIntensityCapMin} minutes a session.`)
  return {
    daysPerWeek: days.length,
    days,
    weeklyMinutes: days.reduce((s, d) => s + d.durationMin, 0),
    estimatedWeeklyCalories: days.reduce((s, d) => s + d.estimatedCalories, 0),
    notes,
  }
}

export { deepFreeze } from '../kit/index.ts'
