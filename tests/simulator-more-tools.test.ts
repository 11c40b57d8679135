import { beforeAll, describe, expect, it } from 'vitest'
import { DAY, isTradingDay, localParts, MINUTE } from '../apps/kit/index.ts'
import { isLowIncome, LOW_INCOME_CAP_CNY } from '../apps/knowledge/content-policy.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { displayMs } from '../simulator/lives/index.ts'
import { investsInStocks } from '../simulator/users/activities/investing.ts'
import { budgetOf } from '../simulator/users/budget.ts'
import { DEFAULT_HISTORY_START } from '../simulator/users/calendar.ts'
import { DEFAULT_POPULATION, simulatePopulation, type SimulatedUser } from '../simulator/users/index.ts'

/**
 * The planners that put the rarely used tools into the histories (look-backs, changes of plan,
 * investing, learning, tidy-ups, the music and video libraries, health extras, map favourites, trip
 * checks, coffee extras): over three simulated users they bring in many of the tools no history
 * used before, and each follow-up names what an earlier outcome of the same person returned.
 */

/** The 61 tools no history used before these planners. */
const UNUSED_BEFORE = (
  'listOrders cancelTakeoutOrder listTakeoutOrders cancelTableBooking listTableBookings getDrinkMenu findStores cancelDrinkOrder listDrinkOrders listRides cancelRide ' +
  'getDistance saveFavoritePlace listFavoritePlaces deleteFavoritePlace listBikeRides rentCar getBooking listBookings getTrainTicket listTrainTickets changeTrainTicket ' +
  'cancelTrainTicket cancelShowTicket listTicketOrders listFeaturedShows getWatchHistory deleteWatchHistory cancelMembership getMembership listMembershipOrders ' +
  'getPlayHistory removeFromPlaylist getPlaylist listPlaylists deletePlaylist getHealthPlan deleteExerciseLog cancelHealthCheck listHealthChecks redeemFund buyStock ' +
  'sellStock getPortfolio listSavedArticles deleteSavedArticle unfollowTopic listFollowedTopics listSavedNotes deleteSavedNote buyPaidContent listPurchasedContent ' +
  'unfollowQuestion listFollowedQuestions cancelUpvote listMyCourses studyCourse refundCourse cancelShipment listShipments deleteReminder'
).split(' ')

const ok = (r: HistoryRecord) => r.outcome?.ok === true
const data = (r: HistoryRecord): any => (r.outcome?.ok ? r.outcome.data : undefined)
const tagsOf = (r: HistoryRecord) => r.meta?.tags ?? []

/**
 * A follow-up tool, the argument naming what it acts on, and where that id came from: the outcome
 * (or the arguments) of an earlier successful call of the same person on the same app.
 */
const LINKS: { tool: string; arg: string; from: Record<string, (r: HistoryRecord) => unknown[]> }[] = [
  { tool: 'cancelTakeoutOrder', arg: 'orderId', from: { orderTakeout: (r) => [data(r).orderId] } },
  { tool: 'cancelTableBooking', arg: 'bookingId', from: { bookTable: (r) => [data(r).bookingId] } },
  { tool: 'getTableBooking', arg: 'bookingId', from: { bookTable: (r) => [data(r).bookingId] } },
  { tool: 'cancelDrinkOrder', arg: 'orderId', from: { orderDrink: (r) => [data(r).orderId] } },
  { tool: 'cancelRide', arg: 'rideId', from: { bookTaxi: (r) => [data(r).rideId] } },
  { tool: 'cancelShowTicket', arg: 'ticketId', from: { bookShowTicket: (r) => [data(r).ticketId] } },
  { tool: 'cancelShipment', arg: 'shipmentId', from: { createShipment: (r) => [data(r).shipmentId] } },
  { tool: 'changeTrainTicket', arg: 'ticketId', from: { bookTrainTicket: (r) => [data(r).ticketId] } },
  { tool: 'cancelTrainTicket', arg: 'ticketId', from: { bookTrainTicket: (r) => [data(r).ticketId] } },
  { tool: 'getTrainTicket', arg: 'ticketId', from: { bookTrainTicket: (r) => [data(r).ticketId] } },
  { tool: 'getBooking', arg: 'bookingId', from: { bookTicket: (r) => [data(r).bookingId], bookHotel: (r) => [data(r).bookingId], rentCar: (r) => [data(r).bookingId] } },
  { tool: 'cancelHealthCheck', arg: 'checkId', from: { bookHealthCheck: (r) => [data(r).checkId] } },
  { tool: 'deleteReminder', arg: 'reminderId', from: { createReminder: (r) => [data(r).reminderId] } },
  { tool: 'deleteFavoritePlace', arg: 'favoriteId', from: { saveFavoritePlace: (r) => [data(r).favoriteId] } },
  { tool: 'deleteExerciseLog', arg: 'logId', from: { logExercise: (r) => [data(r).entry.logId], getExerciseLog: (r) => data(r).entries.map((e: { logId: string }) => e.logId) } },
  { tool: 'getHealthPlan', arg: 'planId', from: { createHealthPlan: (r) => [data(r).planId] } },
  { tool: 'studyCourse', arg: 'orderId', from: { buyCourse: (r) => [data(r).orderId] } },
  { tool: 'refundCourse', arg: 'orderId', from: { buyCourse: (r) => [data(r).orderId] } },
  { tool: 'getPlaylist', arg: 'playlistId', from: { createPlaylist: (r) => [data(r).playlistId] } },
  { tool: 'removeFromPlaylist', arg: 'playlistId', from: { createPlaylist: (r) => [data(r).playlistId] } },
  { tool: 'deletePlaylist', arg: 'playlistId', from: { createPlaylist: (r) => [data(r).playlistId] } },
  { tool: 'deleteWatchHistory', arg: 'videoId', from: { getWatchHistory: (r) => data(r).entries.map((e: { videoId: string }) => e.videoId) } },
  { tool: 'deleteSavedNote', arg: 'noteId', from: { saveNote: (r) => [r.args.noteId] } },
  { tool: 'deleteSavedArticle', arg: 'articleId', from: { saveArticle: (r) => [r.args.articleId] } },
  { tool: 'unfollowQuestion', arg: 'questionId', from: { followQuestion: (r) => [r.args.questionId] } },
  { tool: 'unfollowTopic', arg: 'topic', from: { followTopic: (r) => [r.args.topic] } },
  { tool: 'cancelUpvote', arg: 'answerId', from: { upvoteAnswer: (r) => [r.args.answerId] } },
  { tool: 'buyPaidContent', arg: 'contentId', from: { getKnowledge: (r) => (data(r).paidContent ?? []).map((p: { contentId: string }) => p.contentId) } },
  { tool: 'redeemFund', arg: 'fund', from: { getFundHoldings: (r) => data(r).holdings.map((h: { code: string }) => h.code) } },
  { tool: 'sellStock', arg: 'stock', from: { getPortfolio: (r) => data(r).positions.filter((p: { sellableShares: number }) => p.sellableShares > 0).map((p: { code: string }) => p.code) } },
]

/** Session hours on the exchanges: 09:30-11:30 and 13:00-15:00. */
const inSession = (ms: number) => {
  const { hour, minute } = localParts(ms)
  const m = hour * 60 + minute
  return (m >= 570 && m <= 690) || (m >= 780 && m <= 900)
}

let users: SimulatedUser[]

beforeAll(() => {
  users = simulatePopulation({ ...DEFAULT_POPULATION, users: 5 })
}, 120_000)

describe('the tools no history used before', () => {
  it('a good share of them appear in three lives', () => {
    const seen = new Set(users.flatMap((u) => u.history.filter(ok).map((r) => r.tool)))
    const present = UNUSED_BEFORE.filter((t) => seen.has(t))
    expect(present.length, `present: ${present.join(' ')}`).toBeGreaterThanOrEqual(25)
  })

  it('every cancel, change, delete, refund and follow-up names an id an earlier outcome of the same person returned', () => {
    let linked = 0
    const kinds = new Set<string>()
    for (const u of users) {
      u.history.forEach((r, i) => {
        const link = LINKS.find((l) => l.tool === r.tool)
        if (!link || !ok(r)) return
        const earlier = u.history.slice(0, i).filter((x) => ok(x) && x.app === r.app && link.from[x.tool])
        const ids = new Set(earlier.flatMap((x) => link.from[x.tool]!(x)))
        expect(ids.has(r.args[link.arg]), `${u.profile.id} ${r.ts} ${r.app}.${r.tool} ${JSON.stringify(r.args)}`).toBe(true)
        linked++
        kinds.add(r.tool)
      })
    }
    expect(linked).toBeGreaterThanOrEqual(20)
    expect(kinds.size).toBeGreaterThanOrEqual(8)
  })

  it('a song taken out of a playlist was in it as the playlist showed just before', () => {
    for (const u of users) {
      u.history.forEach((r, i) => {
        if (r.tool !== 'removeFromPlaylist' || !ok(r)) return
        const shown = u.history.slice(0, i).reverse().find((x) => x.tool === 'getPlaylist' && ok(x) && x.args.playlistId === r.args.playlistId)!
        const tracks = new Set(data(shown).tracks.map((t: { songId: string }) => t.songId))
        for (const s of r.args.songIds as string[]) expect(tracks.has(s), u.profile.id).toBe(true)
      })
    }
  })
})

describe('money', () => {
  it('stocks: only investors of 20 and over, orders filled at once on trading days inside session hours, sales of sellable shares', () => {
    let looks = 0
    for (const u of users) {
      const stocks = u.history.filter((r) => tagsOf(r).includes('ctx:stocks'))
      looks += stocks.length
      // Someone who only follows the market reads quotes; trading and the account are the investors'.
      if (stocks.some((r) => r.tool !== 'getStockDetails')) expect(investsInStocks(u.profile, u.habits) && u.profile.age >= 20, u.profile.id).toBe(true)
      for (const r of stocks.filter((x) => x.tool === 'buyStock' || x.tool === 'sellStock')) {
        const at = Date.parse(r.ts)
        expect(isTradingDay(at), `${u.profile.id} ${r.ts}`).toBe(true)
        expect(inSession(at), `${u.profile.id} ${r.ts}`).toBe(true)
        expect(data(r).status, `${u.profile.id} ${r.ts}`).toBe('filled')
        expect((data(r).shares as number) % 100, u.profile.id).toBe(0)
      }
    }
    expect(looks).toBeGreaterThan(0)
  })

  it('a fund is redeemed in part, only from confirmed holdings, a few days before the Spring Festival', () => {
    for (const u of users) {
      for (const r of u.history.filter((x) => x.tool === 'redeemFund' && ok(x))) {
        expect(data(r).remainingShares, u.profile.id).toBeGreaterThan(0)
        expect(tagsOf(r), u.profile.id).toContain('event:spring_festival')
        const eve = u.events.springFestival!.eve
        expect(Math.floor((Date.parse(r.ts) - DEFAULT_HISTORY_START) / DAY), u.profile.id).toBeLessThan(eve)
      }
    }
  })

  it('paid content and courses stay within the budget (and the ¥100 cap on a low income)', () => {
    for (const u of users) {
      const cap = Math.min(budgetOf(u.profile).maxPurchase, isLowIncome(u.profile) ? LOW_INCOME_CAP_CNY : Infinity)
      for (const r of u.history.filter((x) => (x.tool === 'buyPaidContent' || x.tool === 'buyCourse') && ok(x))) {
        expect(data(r).price, `${u.profile.id} ${r.tool}`).toBeLessThanOrEqual(cap)
        expect(u.profile.age, u.profile.id).toBeGreaterThanOrEqual(18)
      }
    }
  })

  it('a course is studied in order and never after its refund; a refund comes within the week, before a fifth is studied', () => {
    for (const u of users) {
      const progress = new Map<string, number>()
      for (const r of u.history.filter(ok)) {
        if (r.tool === 'studyCourse') {
          expect(progress.get(r.args.orderId as string) ?? 0, u.profile.id).toBeLessThan(data(r).lessonsStudied)
          progress.set(r.args.orderId as string, data(r).lessonsStudied)
        }
        if (r.tool === 'refundCourse') {
          expect(Date.parse(r.ts) - displayMs(data(r).purchasedAt), u.profile.id).toBeLessThan(7 * DAY)
          expect(data(r).lessonsStudied / data(r).lessonCount, u.profile.id).toBeLessThan(0.2)
          progress.set(r.args.orderId as string, Infinity)
        }
      }
    }
  })
})

describe('changes of plan', () => {
  it('a train change goes to a later train the same day, before departure; a refund comes before departure', () => {
    for (const u of users) {
      u.history.forEach((r, i) => {
        if (!ok(r) || (r.tool !== 'changeTrainTicket' && r.tool !== 'cancelTrainTicket')) return
        const booked = u.history.slice(0, i).find((x) => x.tool === 'bookTrainTicket' && ok(x) && data(x).ticketId === r.args.ticketId)!
        const departs = displayMs(data(booked).departAt)
        expect(Date.parse(r.ts), u.profile.id).toBeLessThan(departs)
        if (r.tool === 'changeTrainTicket') {
          const next = displayMs(data(r).ticket.departAt)
          expect(next, u.profile.id).toBeGreaterThan(departs)
          expect(data(r).ticket.departAt.slice(0, 10), u.profile.id).toBe(data(booked).departAt.slice(0, 10))
        }
      })
    }
  })

  it('cancellations are rare, come with a reason where the app takes one, and soon after the booking', () => {
    for (const u of users) {
      const orders = u.history.filter((r) => r.tool === 'orderTakeout' && ok(r)).length
      const cancelled = u.history.filter((r) => r.tool === 'cancelTakeoutOrder' && ok(r))
      expect(cancelled.length, u.profile.id).toBeLessThanOrEqual(Math.max(1, Math.ceil(orders * 0.15)))
      for (const r of u.history.filter((x) => /^cancel(TakeoutOrder|Ride|Shipment)$/.test(x.tool))) {
        expect(typeof r.args.reason, `${u.profile.id} ${r.tool}`).toBe('string')
        const booked = u.history.find((x) => ok(x) && Object.values(data(x) ?? {}).includes(Object.values(r.args)[0]))!
        expect(Date.parse(r.ts) - Date.parse(booked.ts), `${u.profile.id} ${r.tool}`).toBeLessThanOrEqual(45 * MINUTE)
      }
    }
  })

  it('a car is rented on a trip, by a renter of 20 or over, from the hotel the trip booked, for that morning', () => {
    for (const u of users) {
      for (const r of u.history.filter((x) => x.tool === 'rentCar' && ok(x))) {
        expect(u.profile.age, u.profile.id).toBeGreaterThanOrEqual(20)
        const chain = tagsOf(r).find((t) => t.startsWith('chain:trip_'))!
        const hotel = u.history.filter((x) => x.tool === 'bookHotel' && ok(x) && tagsOf(x).includes(chain)).at(-1)!
        expect(r.args.pickupLocation, u.profile.id).toBe(data(hotel).hotel.name)
        expect(String(r.args.pickupTime).slice(0, 10), u.profile.id).toBe(r.ts.slice(0, 10))
      }
    }
  })

  it('a deleted reminder was done or past, or belonged to a show just given back', () => {
    for (const u of users) {
      u.history.forEach((r, i) => {
        if (r.tool !== 'deleteReminder' || !ok(r)) return
        const before = u.history.slice(0, i)
        const made = before.find((x) => x.tool === 'createReminder' && ok(x) && data(x).reminderId === r.args.reminderId)!
        const done = before.some((x) => x.tool === 'completeReminder' && ok(x) && x.args.reminderId === r.args.reminderId)
        const past = displayMs(String(data(made).due)) < Date.parse(r.ts)
        const undone = before.slice(-4).some((x) => ok(x) && /^cancel(ShowTicket|HealthCheck)$/.test(x.tool))
        expect(done || past || undone, `${u.profile.id} ${r.ts}`).toBe(true)
      })
    }
  })
})
