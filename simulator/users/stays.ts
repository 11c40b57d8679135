import type { UserProfile } from '../../apps/kit/index.ts'
import { gradeOfName, HOTEL_GRADES, type HotelGrade } from '../../apps/travel/index.ts'
import { placesIn, type ResolvedPlace } from '../world/places/index.ts'
import { budgetOf } from './budget.ts'

export type { HotelGrade }

/**
 * Where a traveller sleeps, by budget: the hotel grades booked as a habit (`budgetOf`), one grade up
 * when the employer pays for a business trip (never five-star unless that is the habit already), and a
 * cheaper grade when the city has nothing of the usual kind. Never dearer than that: a luxury stay on
 * a low income would be a life event, tagged as one.
 */
export interface StayPlan {
  /** Grades to choose from. */
  grades: readonly HotelGrade[]
  /** The grades booked as a habit: a stay above them departs from habit (the employer pays). */
  habit: readonly HotelGrade[]
}

const rank = (g: HotelGrade): number => HOTEL_GRADES.indexOf(g)

export function stayPlan(profile: Pick<UserProfile, 'incomeLevel' | 'age'>, business: boolean): StayPlan {
  const habit = budgetOf(profile).hotelGrades
  const top = Math.max(...habit.map(rank))
  if (!business || top >= rank('upscale')) return { grades: habit, habit }
  return { grades: [...habit, HOTEL_GRADES[top + 1]!], habit }
}

/** Hotels the apps know by name in a city (gazetteer hotels) with the grade their name implies. */
export const gradedHotels = (city: string): { place: ResolvedPlace; grade: HotelGrade }[] => placesIn(city, 'hotel').map((place) => ({ place, grade: gradeOfName(place.name).grade }))

/**
 * The hotels a traveller would book in a city: those of the planned grades, else the best of the
 * cheaper ones; none when only dearer hotels are known there.
 */
export function hotelsFor(city: string, plan: StayPlan, avoid?: string): ResolvedPlace[] {
  const all = gradedHotels(city).filter((h) => h.place.name !== avoid)
  const fitting = all.filter((h) => plan.grades.includes(h.grade))
  if (fitting.length > 0) return fitting.map((h) => h.place)
  const floor = Math.min(...plan.grades.map(rank))
  const cheaper = all.filter((h) => rank(h.grade) < floor)
  const best = Math.max(-1, ...cheaper.map((h) => rank(h.grade)))
  return cheaper.filter((h) => rank(h.grade) === best).map((h) => h.place)
}

/** Whether a grade is dearer than any the traveller books as a habit. */
export const aboveHabit = (plan: StayPlan, grade: HotelGrade): boolean => rank(grade) > Math.max(...plan.habit.map(rank))

/** The grade of a hotel the apps name, as they grade it. */
export const gradeOf = (name: string): HotelGrade => gradeOfName(name).grade
