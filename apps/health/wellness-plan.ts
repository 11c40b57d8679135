import { findActivity, HIGH_INTENSITY_MET } from './activities.ts'
import { packageForAge, PACKAGES, type PackageId } from './health-check-packages.ts'
import { buildWeeklyPlan, type PlannedExercise } from './plan.ts'

/**
 * A health plan in Ping An Health's style, for older and insured users: daily steps, aerobic
 * sessions from the shared activity table, two bodyweight strength sessions from the shared plan
 * builder, the check-ups to book and what to monitor. A pure function of its request.
 */
export const WELLNESS_GOALS = ['maintain_health', 'manage_chronic_disease'] as const
export type WellnessGoal = (typeof WELLNESS_GOALS)[number]

export const CONDITIONS = ['hypertension', 'diabetes', 'heart_disease', 'hyperlipidemia', 'arthritis', 'asthma'] as const
export type Condition = (typeof CONDITIONS)[number]

const CONDITION_WORDS: readonly [Condition, RegExp][] = [
  ['hypertension', /hypertension|high blood pressure|高血压/i],
  ['diabetes', /diabet|high blood (sugar|glucose)|糖尿病|高血糖/i],
  ['heart_disease', /heart|coronary|cardiac|angina|冠心病|心脏/i],
  ['hyperlipidemia', /cholesterol|lipid|高血脂/i],
  ['arthritis', /arthritis|knee|joint|关节/i],
  ['asthma', /asthma|copd|哮喘/i],
]

/** The profile's free-text conditions as the plan knows them, in a fixed order. */
export const readConditions = (list: readonly string[]): Condition[] => CONDITIONS.filter((c) => list.some((t) => CONDITION_WORDS.find(([k]) => k === c)![1].test(t)))

export interface WellnessRequest {
  goals: readonly WellnessGoal[]
  activityLevel: 'low' | 'high'
  age: number
  weightKg: number
  conditions: readonly Condition[]
  elderly: boolean
  highBmi: boolean
  /** Most minutes of high-intensity (MET >= 8) activity in one session (the BMI rule). */
  highIntensityCapMin?: number
}

export interface ActivitySession {
  activity: string
  name: string
  minutes: number
  met: number
  intensity: 'light' | 'moderate' | 'vigorous'
  estimatedCalories: number
}

export interface WellnessDay {
  day: string
  focus: 'aerobic' | 'strength' | 'recovery'
  sessions: ActivitySession[]
  exercises?: PlannedExercise[]
  durationMin: number
  estimatedCalories: number
}

export interface WellnessPlan {
  dailyStepsGoal: number
  weeklyTargets: { moderateMinutes: number; vigorousMinutes: number; strengthSessions: number }
  days: WellnessDay[]
  weeklyMinutes: number
  estimatedWeeklyCalories: number
  healthChecks: { packageId: PackageId; name: string; price: number; when: string; why: string }[]
  monitoring: string[]
  notes: string[]
}

const intensityOf = (met: number) => (met < 3 ? 'light' : met < 6 ? 'moderate' : 'vigorous')

function session(activityId: string, minutes: number, weightKg: number): ActivitySession {
  const a = findActivity(activityId)!
  return { activity: a.id, name: a.name, minutes, met: a.met, intensity: intensityOf(a.met), estimatedCalories: Math.round((a.met * weightKg * minutes) / 60) }
}

/** The aerobic week: [day, activity, minutes], before substitutions for the user's restrictions. */
function aerobicWeek(req: WellnessRequest): [string, string, number][] {
  if (req.activityLevel === 'high') {
    return [['Monday', 'jogging', 40], ['Wednesday', 'cycling', 45], ['Friday', 'swimming', 45], ['Saturday', req.elderly ? 'badminton' : 'running', req.elderly ? 60 : 30], ['Sunday', 'walking', 40]]
  }
  return [['Monday', 'brisk_walking', 30], ['Wednesday', 'swimming', 30], ['Friday', req.elderly ? 'tai_chi' : 'yoga', 40], ['Saturday', 'brisk_walking', 45], ['Sunday', 'walking', 30]]
}

/** Low-impact stand-ins: heavier users and sore joints swap pounding for walking, swimming or a seated bike. */
const LOW_IMPACT: Readonly<Record<string, string>> = { jogging: 'brisk_walking', running: 'brisk_walking', cycling: 'stationary_cycling', badminton: 'swimming' }

function aerobicDay(req: WellnessRequest, day: string, activityId: string, minutes: number): WellnessDay {
  const lowImpact = req.highBmi || req.conditions.includes('arthritis')
  const sessions: ActivitySession[] = []
  const a = findActivity(activityId)!
  const cap = req.highIntensityCapMin
  if (a.met >= HIGH_INTENSITY_MET && cap !== undefined) {
    // The rule limits high-intensity time: a short interval block, the rest at a gentle pace.
    sessions.push(session(activityId, Math.min(cap, minutes), req.weightKg))
    if (minutes > cap) sessions.push(session('brisk_walking', minutes - cap, req.weightKg))
  } else if (lowImpact && LOW_IMPACT[activityId]) sessions.push(session(LOW_IMPACT[activityId]!, minutes, req.weightKg))
  else if (req.conditions.includes('heart_disease') && a.met >= 6) sessions.push(session('brisk_walking', minutes, req.weightKg))
  else sessions.push(session(activityId, minutes, req.weightKg))
  const durationMin = sessions.reduce((t, s) => t + s.minutes, 0)
  return { day, focus: day === 'Sunday' ? 'recovery' : 'aerobic', sessions, durationMin, estimatedCalories: sessions.reduce((t, s) => t + s.estimatedCalories, 0) }
}

export function buildWellnessPlan(req: WellnessRequest): WellnessPlan {
  const lowImpact = req.elderly || req.highBmi || req.conditions.includes('arthritis')
  // Two bodyweight strength sessions from the shared builder (WHO: muscle strengthening twice a week).
  const strength = buildWeeklyPlan({ equipment: [], targetAreas: ['legs', 'glutes', 'back', 'abs'], goals: ['maintain_health'], activityLevel: req.activityLevel, weightKg: req.weightKg, lowImpact, ...(req.highIntensityCapMin !== undefined ? { highIntensityCapMin: req.highIntensityCapMin } : {}) })
  const strengthDays: WellnessDay[] = ['Tuesday', 'Thursday'].map((day, i) => {
    const d = strength.days[i]!
    return { day, focus: 'strength', sessions: [], exercises: d.exercises, durationMin: d.durationMin, estimatedCalories: d.estimatedCalories }
  })
  const order = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
  const days = [...aerobicWeek(req).map(([day, a, m]) => aerobicDay(req, day, a, m)), ...strengthDays].sort((a, b) => order.indexOf(a.day) - order.indexOf(b.day))
  const all = days.flatMap((d) => d.sessions)
  const moderateMinutes = all.filter((s) => s.intensity !== 'vigorous').reduce((t, s) => t + s.minutes, 0)
  const vigorousMinutes = all.filter((s) => s.intensity === 'vigorous').reduce((t, s) => t + s.minutes, 0)

  const steps = (req.activityLevel === 'high' ? 10_000 : 7_000) - (req.elderly ? 1_000 : 0) - (req.highBmi ? 1_000 : 0)
  const checks: WellnessPlan['healthChecks'] = []
  const check = (id: PackageId, when: string, why: string) => checks.push({ packageId: id, name: PACKAGES[id].name, price: PACKAGES[id].price, when, why })
  const yearly = packageForAge(req.age)
  check(yearly, 'once a year', req.elderly ? 'Yearly check-up for your age; it also serves as the health assessment before high-intensity exercise.' : 'Yearly check-up for your age.')
  if (req.conditions.some((c) => c === 'hypertension' || c === 'heart_disease' || c === 'hyperlipidemia')) check('cardio_cerebral', 'once a year', 'Heart and blood-vessel follow-up for your condition.')
  if (req.conditions.includes('diabetes')) check('diabetes_metabolic', 'every 6 months', 'HbA1c and complications screening for diabetes.')
  if (req.age >= 45) check('cancer_early', 'every 2 years', 'Early cancer screening is advised from 45.')

  const monitoring = ['Weigh yourself once a week, same time of day, and sync the steps from your phone or band every day.']
  if (req.conditions.includes('hypertension')) monitoring.push('Measure blood pressure every morning and evening; aim for under 130/80 mmHg, and skip exercise above 160/100.')
  if (req.conditions.includes('diabetes')) monitoring.push('Check blood glucose before and 2 hours after exercise; carry a sugary snack, and do not exercise below 5.6 mmol/L without eating.')
  if (req.conditions.includes('heart_disease')) monitoring.push(`Wear a heart-rate band and keep under ${Math.round((220 - req.age) * 0.7)} bpm; stop at chest tightness and call 120 if it persists.`)
  if (req.conditions.includes('asthma')) monitoring.push('Keep the reliever inhaler at hand, warm up for 10 minutes, and move indoors on smoggy or very cold days.')
  if (req.elderly) monitoring.push('Measure resting heart rate and blood pressure weekly and share them with your family doctor in the app.')

  const notes = ['At least 150 minutes of moderate activity and two strength sessions a week (WHO guidance).']
  if (req.goals.includes('manage_chronic_disease') && req.conditions.length === 0) notes.push('No chronic condition is on your health record, so the plan follows general guidance; add your conditions to tailor it.')
  if (req.goals.includes('manage_chronic_disease') && req.conditions.length > 0) notes.push(`Tailored to: ${req.conditions.map((c) => c.replace('_', ' ')).join(', ')}.`)
  if (req.conditions.includes('hypertension')) notes.push('Avoid holding your breath while lifting; exhale on effort.')
  if (req.conditions.includes('diabetes')) notes.push('A 15-minute walk after each main meal lowers the glucose peak.')
  if (lowImpact) notes.push('Low-impact plan: no jumping or running on hard ground; walking, swimming and a seated bike carry the cardio.')
  if (req.highIntensityCapMin !== undefined) notes.push(`High-intensity activity is capped at ${req.highIntensityCapMin} minutes a session.`)
  if (req.highBmi) notes.push('Start with the steps goal and raise it by 1,000 steps every two weeks.')

  return {
    dailyStepsGoal: steps,
    weeklyTargets: { moderateMinutes, vigorousMinutes, strengthSessions: strengthDays.length },
    days,
    weeklyMinutes: days.reduce((t, d) => t + d.durationMin, 0),
    estimatedWeeklyCalories: days.reduce((t, d) => t + d.estimatedCalories, 0),
    healthChecks: checks,
    monitoring,
    notes,
  }
}
