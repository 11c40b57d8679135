import { invalidArgument } from '../kit/index.ts'
import type { Activity } from './activities.ts'

/**
 * Distance on a logged workout, and the pace and speed a fitness app shows for it: runners and
 * walkers read minutes per km, swimmers minutes per 100 m. A distance the activity cannot cover
 * in the time given (a 30-minute "run" of 40 km) is refused with the most it could have been.
 */

const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d

/** The distance a log keeps (km, two decimals), checked against the activity and the duration. */
export function readDistance(activity: Activity, distanceKm: number | undefined, durationMin: number): number | undefined {
  if (distanceKm === undefined) return undefined
  if (activity.maxKmh === undefined) throw invalidArgument('distanceKm', `${activity.name} is not measured in distance`, 'omit distanceKm, or log an activity that covers ground (running, walking, cycling, swimming...)')
  const km = round(distanceKm, 2)
  if (km <= 0) throw invalidArgument('distanceKm', `${distanceKm} km rounds to nothing`, 'at least 0.01')
  const most = round((activity.maxKmh * durationMin) / 60, 2)
  if (km > most) throw invalidArgument('distanceKm', `${km} km in ${durationMin} min is ${round((km * 60) / durationMin, 1)} km/h, faster than ${activity.name.toLowerCase()} goes (at most ${activity.maxKmh} km/h)`, `at most ${most} km for ${durationMin} minutes`)
  return km
}

/** '5:30' for 5.5 minutes. */
const minutesText = (min: number): string => {
  const seconds = Math.round(min * 60)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** Pace and speed of a distance covered in `durationMin`. */
export function paceOf(pacePer: Activity['pacePer'], distanceKm: number, durationMin: number): { pace: string; speedKmh: number } {
  const perKm = durationMin / distanceKm
  const pace = pacePer === '100m' ? `${minutesText(perKm / 10)} /100m` : `${minutesText(perKm)} /km`
  return { pace, speedKmh: round((distanceKm * 60) / durationMin, 1) }
}
