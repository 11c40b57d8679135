import { DAY, HOUR } from '../../kit/index.ts'

/**
 * China Railway's fare classes and the refund rule every seller of its tickets applies. Rates per km
 * are calibrated on published fares: Beijing South -> Shanghai Hongqiao (1,318 km) is 553 CNY in
 * second class, 933 in first and 1,748 in business on a G train.
 */
export const TRAIN_TYPES = ['G', 'D', 'C', 'K'] as const
export type TrainType = (typeof TRAIN_TYPES)[number]

export const SEAT_CLASSES = ['business class', 'first class', 'second class', 'soft sleeper', 'hard sleeper', 'hard seat'] as const
export type SeatClass = (typeof SEAT_CLASSES)[number]

interface ClassRate {
  seat: SeatClass
  perKm: number
  /** Seats (or berths) of the class on one train. */
  capacity: number
}

/** Classes of each train type, dearest first. */
export const CLASSES: Readonly<Record<TrainType, readonly ClassRate[]>> = {
  G: [
    { seat: 'business class', perKm: 1.3263, capacity: 22 },
    { seat: 'first class', perKm: 0.7079, capacity: 148 },
    { seat: 'second class', perKm: 0.4196, capacity: 1000 },
  ],
  C: [
    { seat: 'business class', perKm: 1.3263, capacity: 10 },
    { seat: 'first class', perKm: 0.7079, capacity: 56 },
    { seat: 'second class', perKm: 0.4196, capacity: 500 },
  ],
  D: [
    { seat: 'first class', perKm: 0.5, capacity: 80 },
    { seat: 'second class', perKm: 0.31, capacity: 600 },
  ],
  K: [
    { seat: 'soft sleeper', perKm: 0.336, capacity: 64 },
    { seat: 'hard sleeper', perKm: 0.218, capacity: 420 },
    { seat: 'hard seat', perKm: 0.121, capacity: 700 },
  ],
}

/** Fares end in .0 or .5 yuan. */
export const halfYuan = (x: number): number => Math.round(x * 2) / 2

export function fareFor(type: TrainType, seat: SeatClass, km: number): number | undefined {
  const rate = CLASSES[type].find((c) => c.seat === seat)
  if (!rate) return undefined
  // Short hops have a floor: nobody sells a 3-yuan high-speed ticket.
  return Math.max(type === 'K' ? 10 : 15, halfYuan(km * rate.perKm))
}

export const capacityOf = (type: TrainType, seat: SeatClass): number => CLASSES[type].find((c) => c.seat === seat)?.capacity ?? 0

/** Tickets go on sale this many days ahead (the day of travel counts as day 0). */
export const PRESALE_DAYS = 15

/**
 * The railway's refund fee: free 8 days or more before departure, 5% from 8 days to 48 hours, 10%
 * from 48 to 24 hours, 20% in the last 24 hours. Fees are rounded to the half yuan, at least 2 yuan.
 * A ticket changed within 8 days of its original departure keeps the 5% floor when later refunded.
 */
export function railRefundRate(departAt: number, now: number, changedLate = false): number {
  const left = departAt - now
  const rate = left >= 8 * DAY ? 0 : left >= 48 * HOUR ? 0.05 : left >= 24 * HOUR ? 0.1 : 0.2
  return changedLate ? Math.max(rate, 0.05) : rate
}

export function railRefundFee(fare: number, departAt: number, now: number, changedLate = false): number {
  const rate = railRefundRate(departAt, now, changedLate)
  if (rate === 0) return 0
  return Math.min(fare, Math.max(2, halfYuan(fare * rate)))
}

export const railRefundRuleText =
  'Railway refund rule: free 8 days or more before departure; 5% of the fare from 8 days to 48 hours; 10% from 48 to 24 hours; 20% in the last 24 hours (at least 2 CNY); no refund once the train has left.'
