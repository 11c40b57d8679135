import { describe, expect, it } from 'vitest'
import { fromIso } from '../apps/kit/index.ts'
import { heuristicAgent } from '../harness/agents/index.ts'
import { saidDates, saidTimes } from '../harness/agents/heuristic/said-dates.ts'
import { saidNumber } from '../harness/agents/heuristic/said-numbers.ts'
import { labelledValue, saidCode, searchPhrase, valueNamedBy, withoutApp } from '../harness/agents/heuristic/said-phrases.ts'
import { placeFor, placeRole, saidPlaces } from '../harness/agents/heuristic/said-places.ts'
import { runEval } from '../harness/eval/index.ts'
import type { Case } from '../scenarios/case/index.ts'
import { readSuite } from '../scenarios/suite/index.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

// Thursday, January 8, 2026, 21:17 in China Standard Time.
const now = fromIso('2026-01-08T21:17:00+08:00')

describe('days and times said in a request', () => {
  it('reads check-in before check-out, the year from the weekday', () => {
    expect(saidDates('Search for accommodation near Six Harmonies Pagoda, checking in on Saturday, February 28, leaving on Sunday, March 1, for 1 guest.', now)).toEqual(['2026-02-28', '2026-03-01'])
  })
  it('reads relative days, month names, ISO days and bare month-days in order', () => {
    expect(saidDates('today, then tomorrow, then February 14', now)).toEqual(['2026-01-08', '2026-01-09', '2026-02-14'])
    expect(saidDates('Leaving 2026-02-14, back 02-16.', now)).toEqual(['2026-02-14', '2026-02-16'])
    // Jan 2 has passed: a bare month-day is the next such day.
    expect(saidDates('Remind me on 01-02.', now)).toEqual(['2027-01-02'])
  })
  it('reads clock times, padded', () => {
    expect(saidTimes('Book me a ride from home, leaving at 7:05, back at 17:56.')).toEqual(['07:05', '17:56'])
    expect(saidTimes('Train G86, seat 123:45.')).toEqual([])
    // As people say them: am/pm, "tonight at 8", noon; a bare number is no time.
    expect(saidTimes('At 3:30 pm, then 7 am, tonight at 8, noon, 12:10 am, 2 km.')).toEqual(['15:30', '07:00', '20:00', '12:00', '00:10'])
  })
})

describe('places said in a request', () => {
  it('tells the start from the end', () => {
    const places = saidPlaces('Get me a car from Hilton Garden Inn Shenzhen North Station, going to Shenzhen North Railway Station, pickup at 12:05.', ['Home'])
    expect(placeFor(placeRole('pickupLocation')!, places)).toBe('Hilton Garden Inn Shenzhen North Station')
    expect(placeFor(placeRole('dropoffLocation')!, places)).toBe('Shenzhen North Railway Station')
  })
  it('reads saved labels as the history spells them', () => {
    expect(saidPlaces('Book me a ride from Beijing South Railway Station, going back home, leaving at 23:07.', ['Home'])).toEqual({ origin: 'Beijing South Railway Station', destination: 'Home' })
    expect(saidPlaces('Take me to the office from my home.', ['Home', 'office'])).toEqual({ origin: 'Home', destination: 'office' })
    expect(placeFor('location', saidPlaces('Find me a place for dumplings close to my home.', ['Home']))).toBe('Home')
  })
  it('reads no place from a quoted title, a day or a time', () => {
    expect(saidPlaces('Set a reminder called "Teahouse at Poly Theater" going off on Friday, February 13 at 20:00.', [])).toEqual({})
  })
  it('gives roles by parameter name', () => {
    expect(['from', 'to', 'startLocation', 'endLocation', 'location', 'senderAddress', 'pickupTime', 'checkInDate'].map(placeRole)).toEqual(['origin', 'destination', 'origin', 'destination', 'location', 'origin', undefined, undefined])
  })
})

describe('phrases said in a request', () => {
  it('reads the search phrase after a cue, not the app or the sort order', () => {
    expect(searchPhrase(withoutApp('Help me shop with Tmall matching headphones under Electronics, sorted by price.', ['Tmall']))).toBe('headphones')
    expect(searchPhrase(withoutApp("I'm looking for restaurants on Meituan for home cooking around my home.", ['Meituan']))).toBe('home cooking')
    expect(searchPhrase('Can you check the schedule for movie screenings matching "new releases" near the mall?')).toBe('new releases')
    expect(searchPhrase('Check the schedule for drama performances that match anything around home.')).toBe('')
    expect(searchPhrase('Search for posts on running.')).toBe('running')
  })
  it('reads labelled values: a quoted title, a note to the end of the sentence', () => {
    const text = 'Create a reminder saying "The Three-Body Problem" going off at 20:00, notes: Damai order dm_0003, 1 ticket.'
    expect(labelledValue(text, 'title')).toBe('The Three-Body Problem')
    expect(labelledValue(text, 'notes')).toBe('Damai order dm_0003, 1 ticket')
    expect(labelledValue('Cancel it, with the reason "plans changed".', 'reason')).toBe('plans changed')
  })
  it('reads a value named by the parameter word, and code-like ids', () => {
    expect(valueNamedBy('going off on Wednesday, February 11 in my Birthdays list, notes: Order flowers.', 'list')).toBe('Birthdays')
    expect(valueNamedBy('Look up listings for broccoli in the vegetables category.', 'category')).toBe('vegetables')
    expect(saidCode('Book me a train ticket for train G86 from Shenzhen North Railway Station')).toBe('G86')
  })
})

describe('numbers said in a request', () => {
  it('matches a number to a parameter by its unit', () => {
    expect(saidNumber('Book a table for 4 people at 19:00', 'partySize')).toBe(4)
    expect(saidNumber('Search hotels for 2 guests', 'guestCount')).toBe(2)
    expect(saidNumber('Can you log some exercise — swimming lasting 35 minutes?', 'duration')).toBe(35)
    expect(saidNumber('barbecue around Wangjing within 2 km with low prices', 'radiusKm')).toBe(2)
    expect(saidNumber('Put 500 yuan into a fund', 'amount')).toBe(500)
    expect(saidNumber('I need milk, quantity 2, in the dairy section', 'count')).toBe(2)
    expect(saidNumber('Songs by JJ Lin, showing 10 at most.', 'limit')).toBe(10)
    expect(saidNumber('Songs by JJ Lin, showing 10 at most.', 'duration')).toBeUndefined()
    // Counts in words and yuan with thousands separators, as people write them.
    expect(saidNumber('Find me a budget hotel for one guest', 'guestCount')).toBe(1)
    expect(saidNumber('Put ¥2,000 into a bond fund', 'amount')).toBe(2000)
  })
})

describe('the heuristic agent on a case of the default suite', () => {
  const suite = readSuite('scenarios/suites/default')
  const world = createSandboxWorld()
  // A hotel search with every value said (found by what it is, so a regenerated suite keeps it).
  const original = suite.cases.find((c) => c.gold[0]?.tool === 'searchHotels' && c.vagueness === 'most_clear' && !c.counterfactual && !c.followUps && c.gold[0].args.hotelType === undefined)!

  it('reads new values from the query: place, check-in, check-out, guests', async () => {
    expect(original.query).toMatch(/for \w+ guests?/)
    const [result] = await runEval({ suite: { users: suite.users, cases: [original] }, agent: heuristicAgent, world })
    expect(result!.parsed).toEqual({ kind: 'calls', format: 'json', calls: original.gold })
    expect(result!.exact.overall).toBe(true)
    expect(result!.execution.match).toBe(true)
  })

  it('never reads the gold or the provenance', async () => {
    // The agent is handed a case whose gold and provenance are garbage; scoring still uses the real one.
    const garbage = { ...original, gold: [{ app: 'nope', tool: 'nothing', args: { x: 1 } }], provenance: [{ junk: true }] } as unknown as Case
    const fooled = { name: 'heuristic-fooled', act: (ctx: Parameters<typeof heuristicAgent.act>[0]) => heuristicAgent.act({ ...ctx, case: garbage }) }
    const [real] = await runEval({ suite: { users: suite.users, cases: [original] }, agent: heuristicAgent, world })
    const [blind] = await runEval({ suite: { users: suite.users, cases: [original] }, agent: fooled, world })
    expect(blind!.parsed).toEqual(real!.parsed)
    expect(blind!.exact.overall).toBe(true)
  })
})

describe('heuristic follow-ups in a dialogue', async () => {
  const { followUpCalls } = await import('../harness/agents/heuristic/follow-up.ts')
  const { saidCount } = await import('../harness/agents/heuristic/said-numbers.ts')
  const { createSandboxWorld: makeWorld } = await import('../simulator/world/index.ts')
  const registry = makeWorld().registry
  const booked = { query: 'Book me a Didi to the office.', calls: [{ app: 'didi_chuxing', tool: 'bookTaxi', args: { pickupLocation: 'Home', dropoffLocation: 'office', pickupTime: '09:00', taxiType: 'Express' } }], outcomes: [{ ok: true as const, data: { rideId: 'ride_0007', status: 'driver_en_route' } }] }
  const listed = {
    query: 'Find phone cases on Temu.',
    calls: [{ app: 'temu', tool: 'getProductList', args: { category: 'Electronics', searchQuery: 'phone case' } }],
    outcomes: [{ ok: true as const, data: { products: [{ productId: 'TM1', price: 20 }, { productId: 'TM2', price: 9.9 }, { productId: 'TM3', price: 15 }] } }],
  }

  it('reads counts said in words or digits', () => {
    expect([saidCount('Get me two more of those.'), saidCount('just one'), saidCount('3 tickets'), saidCount('the same again')]).toEqual([2, 1, 3, undefined])
  })

  it('cancels, checks, changes and picks from what the conversation made or listed', () => {
    expect(followUpCalls('Actually, cancel it.', [booked], registry, [], 0)).toEqual([{ app: 'didi_chuxing', tool: 'cancelRide', args: { rideId: 'ride_0007' } }])
    expect(followUpCalls('Where is the car now?', [booked], registry, [], 0)).toEqual([{ app: 'didi_chuxing', tool: 'getRideStatus', args: { rideId: 'ride_0007' } }])
    expect(followUpCalls('Actually, make it Premier.', [booked], registry, [], 0)).toEqual([
      { app: 'didi_chuxing', tool: 'cancelRide', args: { rideId: 'ride_0007' } },
      { app: 'didi_chuxing', tool: 'bookTaxi', args: { ...booked.calls[0]!.args, taxiType: 'Premier' } },
    ])
    const bought = followUpCalls('Buy the cheapest of those, just one.', [listed], registry, [], 0)!
    expect(bought[0]).toMatchObject({ app: 'temu', tool: 'buyProduct', args: { productId: 'TM2', count: 1 } })
  })
})
