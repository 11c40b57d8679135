import type { UserProfile } from '../../apps/kit/index.ts'

/**
 * What a person can afford, from their monthly income: the classes they book as a habit and the most
 * they spend on one thing. A splurge beyond it is a life event (a wedding, a bonus), never a habit.
 */
export interface Budget {
  /** 'low' below 10k CNY a month (students and pensioners included), 'mid' 10k-50k, 'high' above. */
  tier: 'low' | 'mid' | 'high'
  /** Share of rides in the top class (Premier / Comfort) as a habit. */
  premierShare: number
  /** Hotel grades booked for their own trips ('luxury' is five-star). */
  hotelGrades: readonly ('budget' | 'comfort' | 'upscale' | 'luxury')[]
  /** Dianping's price filter for a dinner out. */
  restaurantPrice: 'low' | 'medium' | 'high'
  /** The most one purchase costs without a life event, CNY. */
  maxPurchase: number
  /** Train seat class as a habit. */
  seatClass: 'second class' | 'first class'
  /** Film tickets. */
  ticketType: 'regular' | 'luxury'
}

export function budgetOf(profile: Pick<UserProfile, 'incomeLevel' | 'age'>): Budget {
  const level = profile.incomeLevel
  if (level === '>50k')
    return { tier: 'high', premierShare: 0.6, hotelGrades: ['upscale', 'luxury'], restaurantPrice: 'high', maxPurchase: 20_000, seatClass: 'first class', ticketType: 'luxury' }
  if (level === '10k-50k')
    return { tier: 'mid', premierShare: 0.12, hotelGrades: ['comfort', 'upscale'], restaurantPrice: 'medium', maxPurchase: 6_000, seatClass: 'second class', ticketType: 'regular' }
  const poorest = level === '<3k'
  return {
    tier: 'low',
    premierShare: 0,
    hotelGrades: poorest ? ['budget'] : ['budget', 'comfort'],
    restaurantPrice: poorest ? 'low' : 'medium',
    maxPurchase: poorest ? (profile.age < 18 ? 300 : 600) : 2_500,
    seatClass: 'second class',
    ticketType: 'regular',
  }
}

export { lowIncome } from '../lives/income.ts'
