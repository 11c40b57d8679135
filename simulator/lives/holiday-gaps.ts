import { calendarDay, DAY, fromIso, LUNAR_NEW_YEAR, type PlaceResolver, type UserProfile } from '../../apps/kit/index.ts'
import type { HistoryRecord } from '../history/index.ts'
import { hasNoWorkplace } from './profile-mismatches.ts'
import { refundedIds, spendOf } from './spending.ts'
import { tally, type KeyTally } from './tally.ts'
import { displayMs, placesOf } from './whereabouts.ts'

/**
 * The Spring Festival as lived: on New Year's Eve a reunion dinner (an adult's to arrange), red
 * packets (given by those who earn), the Gala; for a commuter, the make-up workday worked and the
 * days off for the journey home taken as leave.
 *
 * No app gives WeChat red packets (红包 are sent in WeChat, which is not simulated), so their sign is
 * buying red envelopes, spring couplets (春联) or 福 characters in the two weeks before, or a reminder
 * about red packets.
 */
export type HolidayGap = 'reunion dinner' | 'red packets' | 'Gala' | 'make-up workday' | 'leave for the journey home'

/**
 * A grocery basket bought on the Eve or the day before is a reunion dinner cooked at home when it is
 * big: 150 CNY (a fish, a pork joint, shrimp, flour for dumplings), or five orders for as many dishes.
 */
export const REUNION_BASKET_CNY = 150
export const REUNION_BASKET_ORDERS = 5
/** Red envelopes and couplets are bought in the fortnight before the Eve. */
const RED_PACKET_DAYS = 14
const RED_PACKET_GOODS = /red envelope|red packet|hongbao|红包|利是|spring couplet|春联|福字|\bfu\b character/i
const RED_PACKET_REMINDER = /red (packet|envelope)|hongbao|红包|压岁钱|lucky money/i
const GALA = /spring festival gala|春晚|春节联欢晚会|cctv gala/i
const LEAVE = /\bleave\b|请假|day off|days off|time off|调休/i
const GROCERY_APPS = new Set(['freshippo', 'duoduo_maicai', 'dingdong_maicai'])

/** Who hands out red packets (红包): the young (under 23, or still studying) receive them. */
export const givesRedPackets = (profile: Pick<UserProfile, 'age' | 'profession'>): boolean => profile.age >= 23 && !/student/i.test(profile.profession)

const dateOf = (ms: number) => calendarDay(ms).date
const addDays = (date: string, n: number) => dateOf(fromIso(`${date}T12:00:00+08:00`) + n * DAY)

interface Leg {
  departs: string
  departMs: number
  toCity: string
  fromCity: string
}

/** Train and flight legs booked and not cancelled, a changed ticket replacing the original. */
export function travelLegs(history: readonly HistoryRecord[], places: PlaceResolver): Leg[] {
  const refunded = refundedIds(history)
  const byId = new Map<string, Leg[]>()
  const city = (name: unknown) => (typeof name === 'string' ? places.resolve(name).city : '')
  history.forEach((r, i) => {
    if (!r.outcome?.ok) return
    const d = r.outcome.data as Record<string, any>
    const id = String(d.ticketId ?? d.bookingId ?? i)
    if (refunded.has(id)) return
    const leg = (from: unknown, to: unknown, at: unknown): Leg[] => (typeof at === 'string' ? [{ departs: at.slice(0, 10), departMs: displayMs(at), fromCity: city(from), toCity: city(to) }] : [])
    if ((r.tool === 'bookTrainTicket' || r.tool === 'changeTrainTicket') && d.trainNumber) byId.set(id, leg(d.from, d.to, d.departAt))
    if (r.tool === 'bookTicket') byId.set(id, (d.ticket?.legs ?? []).flatMap((l: any) => leg(l.from?.name, l.to?.name, l.departAt)))
  })
  return [...byId.values()].flat().sort((a, b) => a.departMs - b.departMs)
}

/** The days away in the hometown: from the outbound leg's day to the return leg's day (or the history's end). */
export function hometownStays(legs: readonly Leg[], hometown: string | undefined, lastDay: string): { from: string; to: string }[] {
  if (!hometown) return []
  const out: { from: string; to: string }[] = []
  legs.forEach((l, i) => {
    if (l.toCity !== hometown || l.fromCity === hometown) return
    const back = legs.slice(i + 1).find((x) => x.fromCity === hometown)
    out.push({ from: l.departs, to: back?.departs ?? lastDay })
  })
  return out
}

/** The gaps of one user around each New Year's Eve the history covers. */
export function userHolidayGaps(profile: UserProfile, history: readonly HistoryRecord[], places: PlaceResolver = placesOf(profile)): { gap: HolidayGap; why: string }[] {
  if (history.length === 0) return []
  const firstDay = history[0]!.ts.slice(0, 10)
  const lastDay = history.at(-1)!.ts.slice(0, 10)
  const legs = travelLegs(history, places)
  const stays = hometownStays(legs, profile.hometown, lastDay)
  const away = (day: string) => stays.some((s) => s.from <= day && day <= s.to)
  const onDay = (day: string) => history.filter((r) => r.outcome?.ok && dateOf(fromIso(r.ts)) === day)
  const out: { gap: HolidayGap; why: string }[] = []
  for (const newYear of Object.values(LUNAR_NEW_YEAR)) {
    const eve = addDays(newYear, -1)
    if (eve < firstDay || eve > lastDay) continue
    const table = history.some((r) => r.tool === 'bookTable' && r.outcome?.ok && String((r.outcome.data as { time?: unknown }).time ?? '').startsWith(eve))
    const groceries = [...onDay(addDays(eve, -1)), ...onDay(eve)].filter((r) => GROCERY_APPS.has(r.app) && spendOf(r))
    const basket = groceries.length >= REUNION_BASKET_ORDERS ? Number.POSITIVE_INFINITY : groceries.reduce((s, r) => s + spendOf(r)!.amount, 0)
    const family = onDay(eve).some((r) => r.tool === 'bookTaxi' && typeof r.args.dropoffLocation === 'string' && places.resolve(r.args.dropoffLocation).kind === 'residence' && places.resolve(r.args.dropoffLocation).label !== 'home')
    // A minor's family dinner is the parents' to book: it need not show on the child's phone.
    if (profile.age >= 18 && !table && basket < REUNION_BASKET_CNY && !away(eve) && !family) out.push({ gap: 'reunion dinner', why: `no table, no grocery basket over ${REUNION_BASKET_CNY} CNY, not in the hometown or with family on ${eve}` })
    const since = addDays(eve, -RED_PACKET_DAYS)
    const red = history.some((r) => {
      const day = r.ts.slice(0, 10)
      if (!r.outcome?.ok || day < since || day > newYear) return false
      const product = (r.outcome.data as { product?: { title?: string; name?: string } }).product
      return (r.tool === 'buyProduct' && RED_PACKET_GOODS.test(product?.title ?? product?.name ?? '')) || (r.tool === 'createReminder' && RED_PACKET_REMINDER.test(String(r.args.title ?? '')))
    })
    if (!red && givesRedPackets(profile)) out.push({ gap: 'red packets', why: `no red envelopes, couplets or red-packet reminder from ${since} to ${newYear}` })
    const gala = [...onDay(eve), ...onDay(newYear)].some((r) => GALA.test(JSON.stringify(r.args)) || GALA.test(JSON.stringify(r.outcome?.ok ? r.outcome.data : '')))
    if (!gala) out.push({ gap: 'Gala', why: `no look at the Spring Festival Gala on ${eve} or ${newYear}` })
  }
  // A commuter (an office, not a school on winter break) works the make-up days and takes leave to go home early.
  if (profile.places.office && !hasNoWorkplace(profile)) {
    const leave = history.some((r) => r.meta?.tags?.some((t) => t.includes('leave')) || (r.tool === 'createReminder' && LEAVE.test(String(r.args.title ?? ''))))
    const awayWorkdays: string[] = []
    for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
      const c = calendarDay(fromIso(`${day}T12:00:00+08:00`))
      if (c.kind !== 'workday') continue
      if (c.adjustedWorkday && !away(day) && !onDay(day).some((r) => worksThere(r, places))) out.push({ gap: 'make-up workday', why: `nothing shows work on the make-up workday ${day}` })
      if (away(day)) awayWorkdays.push(day)
    }
    if (awayWorkdays.length > 0 && !leave) out.push({ gap: 'leave for the journey home', why: `away in ${profile.hometown} on the workdays ${awayWorkdays.join(', ')} with no leave shown` })
  }
  return out
}

const worksThere = (r: HistoryRecord, places: PlaceResolver) =>
  r.meta?.tags?.includes('ctx:commute') || Object.values(r.args).some((v) => typeof v === 'string' && places.resolve(v).label === 'office')

/** Users with at least one gap; per user, the gaps. */
export function holidayGaps(users: readonly { profile: UserProfile; history: readonly HistoryRecord[] }[]): KeyTally {
  const t = tally(users.map((u) => u.profile.id))
  let withGap = 0
  for (const { profile, history } of users) {
    const gaps = userHolidayGaps(profile, history)
    if (gaps.length > 0) withGap++
    for (const g of gaps) t.add(profile.id, `${g.gap}: ${g.why}`)
  }
  return t.done(withGap)
}
