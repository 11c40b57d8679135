import type { Lexicon, ToolPhrasing } from '../phrasing.ts'
import { article, bareDay, join, onDay, place, unit, verbatim, type Render } from './shared.ts'

/* Workouts, plans and check-ups: "Log 40 minutes of swimming yesterday", "Book me a check-up with the senior package". */

/** Goals with their own preposition, so mixed lists read: "for weight loss and to maintain health". */
const GOAL_WORDS: Readonly<Record<string, string>> = {
  maintain_health: 'to maintain health',
  body_toning: 'for body toning',
  loss_weight: 'for weight loss',
  manage_chronic_disease: 'to manage a chronic disease',
}
const goals: Render = (v) => (Array.isArray(v) ? join(v.map((g) => GOAL_WORDS[String(g)] ?? `for ${String(g).replaceAll('_', ' ')}`)) : undefined)
const equipment: Render = (v) => {
  if (!Array.isArray(v)) return undefined
  if (v.length === 0) return 'no equipment'
  return join(v.map((e) => String(e).replaceAll('_', ' ')).map((w) => (/s$/i.test(w) ? w : `${article(w)} ${w}`)))
}
const targetAreas: Render = (v) => (Array.isArray(v) ? join(v.map((a) => (a === 'full_body' ? 'full body' : String(a).replaceAll('_', ' ')))) : undefined)
const intensity: Render = (v) => (typeof v === 'string' ? `${v}-intensity` : undefined)

const planParams = {
  targetAreas: ['for my {v}', 'focused on my {v}'],
  equipment: ['using {v}', 'with just {v}'],
  activityLevel: [', {v} please', ', and make it {v}'],
  goals: [', {v}', ', mainly {v}'],
}
const planRender = { equipment, targetAreas, goals, activityLevel: intensity }

const PACKAGES: Readonly<Record<string, string>> = {
  cardio_cerebral: 'the cardio-cerebral package',
  diabetes_metabolic: 'the diabetes and metabolic package',
  cancer_early: 'the early cancer screening package',
}
const CHECK_ID = [', booking {v}', ', the one with id {v}'] as const
const LOG_ID = [', entry {v}', ', the one with id {v}'] as const

const workoutPlan = (noun: string): ToolPhrasing => ({
  intents: [`Make me a {activityLevel} ${noun}`, `Set up a {activityLevel} ${noun} for me`, `Make me a ${noun}`, `Create a ${noun} for me`, `I need a ${noun}`, `Can you set up a ${noun} for me`],
  usual: [`Make me a ${noun} that fits my routine`, `Set up a ${noun} like the one I usually follow`],
  params: planParams,
  render: planRender,
})

export const healthLexicon: Lexicon = {
  createHealthPlan: workoutPlan('workout plan'),
  'ping_an_health.createHealthPlan': workoutPlan('health plan'),
  getHealthPlan: {
    intents: ['Show me my workout plan', 'Pull up my training plan', "What's in my fitness plan", 'Can you open my plan'],
    usual: ['Show me the plan I made', 'Pull up my latest plan'],
    params: { planId: [', plan {v}', ', the one with id {v}'] },
    render: { planId: verbatim },
  },
  logExercise: {
    intents: [
      'Log {workout}{rest}',
      'I did {workout}{rest}, log it',
      'Record {workout}{rest} for me',
      'Add {workout}{rest} to my log',
      'Track {workout}{rest}',
      'Put {workout}{rest} in my workout log',
      'Log my {activityType} session{rest}',
      'Record a {activityType} session{rest} for me',
      'Add a {activityType} session{rest} to my log',
      'Log a workout that lasted {duration}{rest}',
      'Log {duration} of exercise{rest}',
      'I worked out for {duration}{rest}, log it',
      'Log a workout',
      'Record my exercise',
      'Can you log some exercise',
      'Add a workout to my log',
    ],
    usual: ['Log my usual workout', 'Record the workout I usually do', 'Add my regular session to the log', 'Log the workout I always do'],
    front: ['date'],
    params: { workout: ['{v}'], activityType: [', it was {v}'], duration: [', {v} long', ', for {v}'], distanceKm: [', covering {v}', ', {v} in all'], date: ['{v}'] },
    render: { duration: unit('minute', 'minutes'), distanceKm: unit('km'), date: onDay },
    combine: [
      {
        as: 'workout',
        params: ['activityType', 'duration'],
        also: ['distanceKm'],
        say: (w) => `${w.duration} of ${w.activityType}${w.distanceKm ? `, ${w.distanceKm}` : ''}`,
      },
    ],
  },
  getExerciseLog: {
    intents: ['Show me my {activityType} sessions{rest}', 'How much {activityType} did I do{rest}?', 'Pull up my {activityType} sessions{rest}', 'What workouts did I do{rest}?', 'Pull up my exercise log{rest}', 'Show me my workouts{rest}', 'Can you check my exercise records'],
    usual: ['Give me my weekly exercise review', 'How did my training go this past week', 'Show me my workouts like I usually check'],
    params: { period: ['{v}'], date: ['for {v}'], startDate: ['since {v}'], endDate: ['up to {v}'], activityType: [', just the {v}'] },
    render: { date: bareDay, startDate: bareDay, endDate: bareDay },
    combine: [{ as: 'period', params: ['startDate', 'endDate'], say: (w) => [`from ${w.startDate} to ${w.endDate}`, `between ${w.startDate} and ${w.endDate}`] }],
  },
  deleteExerciseLog: {
    intents: ['Delete a workout from my log', 'Remove an exercise entry', 'Take a workout off my log', 'Can you delete a logged workout'],
    usual: ['Delete the workout I just logged', 'Remove my last exercise entry'],
    params: { logId: LOG_ID },
    render: { logId: verbatim },
  },
  bookHealthCheck: {
    intents: ['Book me a health check-up with {packageId}', 'Schedule {packageId} check-up for me', 'Book me a health check-up', 'I need to schedule a medical check-up', 'Can you book a physical exam for me'],
    usual: ['Book my regular health check-up', 'Schedule my check-up the way I usually do', 'Book the check-up I have every year'],
    params: { packageId: [', {v}', 'with {v}'], slot: ['{v}'], date: ['{v}'], time: ['at {v}'], location: ['near {v}', 'at a centre near {v}'] },
    render: {
      packageId: (v) => (typeof v === 'string' ? (PACKAGES[v] ?? `the ${v.replaceAll('_', ' ')} package`) : undefined),
      date: onDay,
      time: (v, say) => (typeof v === 'string' ? say.clock(v) : undefined),
      location: place,
    },
    combine: [{ as: 'slot', params: ['date', 'time'], say: (w) => `${w.date} at ${w.time}` }],
  },
  cancelHealthCheck: {
    intents: ['Cancel my health check-up', 'I need to cancel a check-up appointment', 'Call off my medical check-up', 'Can you cancel my health screening'],
    usual: ['Cancel the check-up I booked', 'Call off my upcoming check-up'],
    params: { checkId: CHECK_ID },
    render: { checkId: verbatim },
  },
  getHealthCheck: {
    intents: ['Show me my check-up booking', 'What are the details of my health check-up', 'Pull up my medical check-up', 'Can you check on my health screening'],
    usual: ['Show me the check-up I booked', 'When is my upcoming check-up'],
    params: { checkId: CHECK_ID },
    render: { checkId: verbatim },
  },
  listHealthChecks: {
    intents: ['Show me my health check-ups', 'List my check-up appointments', 'What check-ups do I have', 'Can you pull up my health screenings'],
    params: { status: [', {v}'] },
    render: { status: (v) => (typeof v === 'string' ? (v === 'all' ? 'all of them' : `only the ${v} ones`) : undefined) },
  },
}
