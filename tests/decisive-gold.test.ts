import { describe, expect, it } from 'vitest'
import { analyzeRecord, difficultyOf, HistoryStats } from '../scenarios/anchors/index.ts'
import type { HistoryRecord } from '../simulator/history/index.ts'
import { completeUser, createSandboxWorld } from '../simulator/world/index.ts'

const world = createSandboxWorld()
const registry = world.registry
const user = completeUser({ places: { home: 'bj_wangjing_xiyuan_3', office: 'bj_wangjing_soho' } })

const day = (d: number, time = '08:00') => `2026-01-${String(d).padStart(2, '0')}T${time}:00+08:00`
const taxi = (ts: string, to: string, taxiType = 'Express', ctx = 'ride', from = 'Home'): HistoryRecord => ({
  ts,
  app: 'didi_chuxing',
  tool: 'bookTaxi',
  args: { pickupLocation: from, dropoffLocation: to, pickupTime: ts.slice(11, 16), taxiType },
  meta: { tags: [`ctx:${ctx}`] },
})
const search = (ts: string, app: string, location: string, searchQuery = 'hotpot'): HistoryRecord => ({ ts, app, tool: 'searchRestaurants', args: { searchQuery, location } })

/** Every record analysed against the records before it. */
function analyze(history: HistoryRecord[]) {
  const stats = new HistoryStats(registry)
  return history.map((_, i) => {
    const a = analyzeRecord(history, i, stats, user, registry)
    stats.add(history[i]!)
    return a
  })
}

describe('rule 1: a habit is decisive', () => {
  it('only while the latest uses do not say otherwise: two in a row of another value put it in doubt', () => {
    const stats = new HistoryStats(registry)
    for (let d = 5; d < 11; d++) stats.add(taxi(day(d), 'office'))
    expect(stats.habit('bookTaxi', 'taxiType')).toMatchObject({ value: 'Express', count: 6 })
    stats.add(taxi(day(11), 'office', 'Premier'))
    expect(stats.habit('bookTaxi', 'taxiType')?.value).toBe('Express') // one deviation is a deviation
    stats.add(taxi(day(12), 'office', 'Premier'))
    expect(stats.habit('bookTaxi', 'taxiType')).toBeUndefined() // two in a row: is it changing?
  })

  it('follows a lasting change (four in a row over a week) even where the old value leads the counts', () => {
    const stats = new HistoryStats(registry)
    for (let d = 1; d < 11; d++) stats.add(taxi(day(d), 'office'))
    for (const d of [12, 14, 16]) stats.add(taxi(day(d), 'office', 'Premier'))
    expect(stats.habit('bookTaxi', 'taxiType')).toBeUndefined() // three in a row: changing, or not?
    stats.add(taxi(day(19), 'office', 'Premier'))
    expect(stats.habit('bookTaxi', 'taxiType')).toMatchObject({ value: 'Premier', count: 4, drift: true })
    // Four in two days is no lasting change yet.
    const quick = new HistoryStats(registry)
    for (let d = 1; d < 11; d++) quick.add(taxi(day(d), 'office'))
    for (const t of ['09:00', '12:00', '15:00', '18:00']) quick.add(taxi(day(12, t), 'office', 'Premier'))
    expect(quick.habit('bookTaxi', 'taxiType')).toBeUndefined()
  })

  it('compares the same kind of moment: rides on a trip have their own habit once they have three uses', () => {
    const stats = new HistoryStats(registry)
    for (let d = 1; d < 9; d++) stats.add(taxi(day(d), 'office'))
    for (const d of [10, 11, 12]) stats.add(taxi(day(d), 'Hotel', 'Premier', 'trip_ride'))
    expect(stats.habit('bookTaxi', 'taxiType', 'trip_ride')?.value).toBe('Premier')
    expect(stats.habit('bookTaxi', 'taxiType', 'ride')?.value).toBe('Express')
    // Over all rides, the last three (in three days) put the habit in doubt.
    expect(stats.habit('bookTaxi', 'taxiType')).toBeUndefined()
  })
})

describe('rule 1: a context value is the latest word', () => {
  it('comes from the most recent record of another app, in the same role', () => {
    const history = [taxi(day(9, '18:00'), 'Sanlitun Taikoo Li'), search(day(9, '18:40'), 'dianping', 'Sanlitun Taikoo Li')]
    expect(analyze(history)[1]!.args.location).toEqual({ source: 'context', index: 0 })
  })

  it('is no context when a later record says otherwise (a ride that ends elsewhere, another search)', () => {
    const history = [
      taxi(day(9, '17:00'), 'Sanlitun Taikoo Li'),
      taxi(day(9, '18:00'), 'Guomao', 'Express', 'ride', 'Sanlitun Taikoo Li'),
      search(day(9, '18:40'), 'dianping', 'Sanlitun Taikoo Li'),
    ]
    expect(analyze(history)[2]!.args.location).toBeUndefined()
  })

  it('never carries a value into another role, nor a fixed choice, nor today\'s date', () => {
    const reminder: HistoryRecord = { ts: day(9, '09:00'), app: 'reminders', tool: 'createReminder', args: { title: 'Pack for travel', time: '2026-01-09 20:00', list: 'travel' } }
    const news: HistoryRecord = { ts: day(9, '10:00'), app: 'toutiao', tool: 'getDailyNewsRecommendations', args: { category: 'travel', searchQuery: '', date: '2026-01-09' } }
    const [, read] = analyze([reminder, news])
    expect(read!.args.category).toBeUndefined() // an app's own taxonomy: never context
    expect(read!.args.date).toBeUndefined() // today is on the clock
  })
})

describe('rule 1: an id comes from the one call that gave it', () => {
  const order: HistoryRecord = {
    ts: day(9, '12:00'),
    app: 'meituan',
    tool: 'orderTakeout',
    args: { restaurant: 'rst_1', items: [{ dishId: 'd01', quantity: 1 }], deliveryAddress: 'Home', paymentMethod: 'Alipay' },
    outcome: { ok: true, data: { orderId: 'mt_0001', status: 'placed' } },
  }
  const status = (ts: string, orderId: string): HistoryRecord => ({ ts, app: 'meituan', tool: 'getDeliveryStatus', args: { orderId } })

  it('is context from the same app\'s outcome: "where is the food I just ordered?"', () => {
    const [, check] = analyze([order, status(day(9, '12:20'), 'mt_0001')])
    expect(check!.args.orderId).toEqual({ source: 'context', index: 0, id: true })
    expect(check!.unusable).toBeUndefined()
  })

  it('is no single best answer when a later order gave another id, or when it was picked from a list', () => {
    const second: HistoryRecord = { ...order, ts: day(9, '12:05'), outcome: { ok: true, data: { orderId: 'mt_0002', status: 'placed' } } }
    expect(analyze([order, second, status(day(9, '12:20'), 'mt_0001')])[2]!.unusable).toMatch(/id from an earlier outcome/)
    const list: HistoryRecord = { ...order, tool: 'listTakeoutOrders', args: {}, outcome: { ok: true, data: { orders: [{ orderId: 'mt_0001' }, { orderId: 'mt_0003' }] } } }
    expect(analyze([list, status(day(9, '12:20'), 'mt_0001')])[1]!.unusable).toMatch(/id from an earlier outcome/)
  })
})

describe('difficulty types', () => {
  it('name the hardest thing an anchor asks: repeat, habit, chain, override', () => {
    const history = [
      ...[1, 2, 3, 4].map((d) => taxi(day(d), 'office')),
      taxi(day(5), 'office'), // the same call as the last one
      taxi(day(6, '18:00'), 'Sanlitun Taikoo Li'),
      search(day(6, '18:30'), 'dianping', 'Home'),
      search(day(7, '18:30'), 'dianping', 'Home'),
      search(day(8, '18:30'), 'dianping', 'Home'),
      taxi(day(9, '18:00'), 'Guomao'),
      search(day(9, '18:40'), 'dianping', 'Guomao'), // the habit says Home; the ride just now says Guomao
    ]
    const a = analyze(history)
    expect(difficultyOf(a[4]!)).toBe('repeat')
    expect(difficultyOf(a[9]!)).toBe('habit') // Express and the app by habit; the drop-off is new
    expect(a[10]!.args.location).toEqual({ source: 'context', index: 9 })
    expect(difficultyOf(a[10]!)).toBe('override')
    const chain = analyze([taxi(day(9, '18:00'), 'Guomao'), search(day(9, '18:40'), 'dianping', 'Guomao')])
    expect(difficultyOf(chain[1]!)).toBe('chain')
  })
})

describe('rule 1: saved places and app choices a reader can see', () => {
  it('gives a saved place only where the user decisively uses it for that parameter', () => {
    const show = (d: number, location: string): HistoryRecord => ({ ts: day(d, '19:00'), app: 'maoyan', tool: 'getShowSchedule', args: { type: 'movie', searchQuery: 'tonight', location } })
    const mallUser = completeUser({ places: { home: 'bj_wangjing_xiyuan_3', mall: 'bj_sanlitun_taikoo_li' } })
    const history = [show(1, 'Home'), show(2, 'Home'), show(3, 'Home'), show(4, 'Home'), show(5, 'mall')]
    const stats = new HistoryStats(registry)
    const analyses = history.map((_, i) => {
      const a = analyzeRecord(history, i, stats, mallUser, registry)
      stats.add(history[i]!)
      return a
    })
    expect(analyses[4]!.args.location).toBeUndefined() // saved, but not where this user checks listings
    expect(analyses[3]!.args.location).toEqual({ source: 'profile', field: 'places.home' })
  })

  it('gives no app preference when the latest search for the same category was on another app', () => {
    const search = (d: number, app: string, category: string, searchQuery: string): HistoryRecord => ({ ts: day(d, '12:00'), app, tool: 'getProductList', args: { category, searchQuery }, meta: { tags: ['ctx:daily_goods'] } })
    const history = [
      ...[1, 2, 3, 4].map((d) => search(d, 'pinduoduo', 'Brands', 'body lotion')),
      { ...search(5, 'tmall', 'Electronics', 'power bank'), meta: { tags: ['ctx:electronics'] } },
      search(6, 'pinduoduo', 'Electronics', 'phone case'),
      search(7, 'pinduoduo', 'Brands', 'shampoo'),
    ]
    const a = analyze(history)
    expect(a[5]!.app).toBeUndefined() // the last Electronics search was on Tmall
    expect(a[6]!.app).toEqual({ source: 'habit', count: 5 })
  })
})
