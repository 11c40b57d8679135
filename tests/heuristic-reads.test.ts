import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromIso } from '../apps/kit/index.ts'
import type { ShownCall } from '../harness/agents/agent.ts'
import { fillArguments } from '../harness/agents/heuristic/argument-fill.ts'
import { decisiveHabit } from '../harness/agents/heuristic/habit.ts'
import { saidDates, saidTimes } from '../harness/agents/heuristic/said-dates.ts'
import { pastValues } from '../harness/agents/heuristic/said-history.ts'
import { saidNumber } from '../harness/agents/heuristic/said-numbers.ts'
import { saidFlag, saidOption, saidOptionList } from '../harness/agents/heuristic/said-options.ts'
import { saidParcel } from '../harness/agents/heuristic/said-parcel.ts'
import { withoutApp } from '../harness/agents/heuristic/said-phrases.ts'
import { namedApp, rankTools } from '../harness/agents/heuristic/tool-choice.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

// Thursday, January 8, 2026, 21:17 in China Standard Time.
const now = fromIso('2026-01-08T21:17:00+08:00')
const registry = createSandboxWorld().registry

describe('the heuristic reads requests, it does not invert the generator', () => {
  const ROOT = resolve(import.meta.dirname, '..')
  const FOLDER = join(ROOT, 'harness/agents/heuristic')
  // Every relative import, type-only ones too: a type from the lexicon is still the lexicon.
  const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g
  const FORBIDDEN = /^scenarios\/(?:queries|build)\//

  /** Every file reachable from the heuristic's files, each with the file that imported it. */
  function importGraph(): Map<string, string | undefined> {
    const from = new Map<string, string | undefined>()
    const queue = readdirSync(FOLDER, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.[cm]?[jt]s$/.test(f))
      .map((f) => join(FOLDER, f))
    for (const f of queue) from.set(f, undefined)
    while (queue.length) {
      const file = queue.shift()!
      if (!existsSync(file)) continue
      for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolve(dirname(file), m[1] ?? m[2]!)
        if (from.has(target)) continue
        from.set(target, file)
        queue.push(target)
      }
    }
    return from
  }

  it('reaches nothing under scenarios/queries or scenarios/build, directly or through another file', () => {
    const graph = importGraph()
    const chain = (file: string): string => {
      const by = graph.get(file)
      return by ? `${chain(by)} -> ${relative(ROOT, file)}` : relative(ROOT, file)
    }
    const leaks = [...graph.keys()].filter((f) => FORBIDDEN.test(relative(ROOT, f).split('\\').join('/'))).map(chain)
    expect(leaks).toEqual([])
    // The walk really walks: the heuristic reaches the app kit through its imports.
    expect([...graph.keys()].some((f) => relative(ROOT, f).startsWith(join('apps', 'kit')))).toBe(true)
  })
})

const appOf = (id: string) => {
  const app = registry.resolveApp(id)
  if (!app.ok) throw new Error(`no app ${id}`)
  return app.value
}
/** The tool the heuristic ranks first among one app's tools, for a request with the app named. */
const bestTool = (appId: string, query: string) => {
  const app = appOf(appId)
  const offered = app.tools.map((t) => ({ app: app.id, tool: t.name }))
  return rankTools(withoutApp(query, [app.name, app.id, ...app.aliases]), offered, [], registry)[0]?.tool.name
}
/** The arguments the heuristic reads for one tool from a request, with a history (none by default). */
const fill = (appId: string, tool: string, query: string, history: readonly ShownCall[] = []) => {
  const app = appOf(appId)
  return fillArguments(app.tool(tool)!, app.id, query, history, now, [app.name, app.id, ...app.aliases])
}
/** A successful earlier call, as the history shows it. */
const shown = (index: number, app: string, tool: string, args: Record<string, unknown>, ts = '2026-01-05T09:00:00+08:00'): ShownCall => ({ index, ts, app, tool, args, outcome: { ok: true, data: {} } })

describe('the app a request names', () => {
  const everything = registry.apps.flatMap((a) => a.tools.map((t) => ({ app: a.id, tool: t.name })))
  it('finds the app by its name or an alias, one introduced as an app over a common word', () => {
    expect(namedApp('Show me results for power bank in electronics through JD.', everything, registry)?.id).toBe('jd')
    expect(namedApp('Log 30 minutes of HIIT on Keep.', everything, registry)?.id).toBe('keep')
    expect(namedApp('Book me a ride from home.', everything, registry)).toBeUndefined()
  })
})

describe('tool choice from the catalog: names, parameters, descriptions, and what the request asks to see or do', () => {
  it('picks the tool the request asks for, not one that shares its nouns', () => {
    expect(bestTool('cainiao_guoguo', 'I need to mail a 2 kg parcel of books through Cainiao Guoguo to No. 8 Hubin South Road, Siming District, Xiamen, with STO Express.')).toBe('createShipment')
    expect(bestTool('keep', 'Show me my workouts on Keep between Monday, January 26 and today.')).toBe('getExerciseLog')
    expect(bestTool('keep', 'Record 40 minutes of swimming on Keep for me.')).toBe('logExercise')
    expect(bestTool('ctrip', 'Book me a room on Ctrip at Jinjiang Inn Shanghai South Railway Station, from Friday, February 6 to Sunday, February 8, for one guest.')).toBe('bookHotel')
    expect(bestTool('amap', 'Get me public transit directions from home to Old Summer Palace using Amap.')).toBe('getRoute')
    expect(bestTool('tencent_video', 'On Tencent Video, what have I watched lately, up to 10 items?')).toBe('getWatchHistory')
  })

  it('leans on the tools the user calls when the words do not decide', () => {
    const app = appOf('netease_cloud_music')
    const offered = app.tools.map((t) => ({ app: app.id, tool: t.name }))
    const history = Array.from({ length: 6 }, (_, i) => shown(i, app.id, 'getPlayHistory', { limit: 20 }))
    expect(rankTools('Anything good lately?', offered, history, registry)[0]?.tool.name).toBe('getPlayHistory')
  })
})

describe('options read from the schema', () => {
  it('reads an option by its words, its plural, "every week", a longer saying over a shorter one', () => {
    expect(saidOption(['bike', 'e-bike'], 'Is there an e-bike near home?')).toBe('e-bike')
    expect(saidOption(['bike', 'e-bike'], 'Is there a regular bike near home?')).toBe('bike')
    expect(saidOption(['none', 'daily', 'weekdays', 'weekly', 'monthly'], 'and repeat it every week')).toBe('weekly')
    expect(saidOption(['Clothing', 'Electronics', 'Home appliances'], 'Look up an electric kettle in home appliances')).toBe('Home appliances')
    expect(saidOption(['male', 'female'], "sweatpants in women's clothing")).toBe('female')
    expect(saidOption(['brand_new', 'slightly used'], 'a brand new camera')).toBe('brand_new')
  })

  it('reads short codes as spelled, and glosses from the description only when no option is named', () => {
    expect(saidOption(['S', 'M', 'L'], "I'm looking for a hat")).toBeUndefined()
    expect(saidOption(['S', 'M', 'L'], 'a sweater, size M')).toBe('M')
    expect(saidOption(['quality', 'price'], 'the cheapest first please', "'price': cheapest first; 'quality': best rated and most reviewed first.")).toBe('price')
  })

  it('reads a list in the order said, and a yes or no by the flag\'s own words', () => {
    expect(saidOptionList(['abs', 'legs', 'arms', 'full_body'], 'for my legs, abs and full body')).toEqual(['legs', 'abs', 'full_body'])
    expect(saidFlag('autoRenew', 'a monthly membership, with auto-renewal on')).toBe(true)
    expect(saidFlag('autoRenew', 'a monthly membership, without auto-renewal')).toBe(false)
    expect(saidFlag('includeCompleted', "what's on my list, including the completed ones?")).toBe(true)
    expect(saidFlag('includeCompleted', 'what is on my list?')).toBeUndefined()
  })
})

describe('days and times, by the heuristic\'s own parser', () => {
  // Thursday, January 8, 2026.
  it('reads weekdays, "next", "this weekend", "next week", "on the 12th", "tonight"', () => {
    expect(saidDates('on Friday', now)).toEqual(['2026-01-09'])
    expect(saidDates('next Thursday', now)).toEqual(['2026-01-15'])
    expect(saidDates('this weekend', now)).toEqual(['2026-01-10'])
    expect(saidDates('sometime next week', now)).toEqual(['2026-01-12'])
    expect(saidDates('on the 12th', now)).toEqual(['2026-01-12'])
    expect(saidDates('on the 3rd', now)).toEqual(['2026-02-03'])
    expect(saidDates('tonight, then the day after tomorrow', now)).toEqual(['2026-01-08', '2026-01-10'])
  })
  it('reads a day of a log as the latest such day', () => {
    expect(saidDates('on Monday', now, true)).toEqual(['2026-01-05'])
    expect(saidDates('on the 12th', now, true)).toEqual(['2025-12-12'])
    expect(saidDates('Friday, February 13', now)).toEqual(['2026-02-13'])
  })
  it('reads clock times: "7pm", "7:30", "tonight at 8", noon', () => {
    expect(saidTimes('at 7pm, or 7:30, or tonight at 8, or noon')).toEqual(['19:00', '07:30', '20:00', '12:00'])
  })
})

describe('habits the history decides', () => {
  const tally = (...values: string[]) => pastValues(values.map((v, i) => shown(i, 'didi_chuxing', 'bookTaxi', { taxiType: v })), 'bookTaxi', 'taxiType').own
  it('takes a value with at least 3 uses, 60% of them and twice the runner-up, and nothing less', () => {
    expect(decisiveHabit(tally('Express', 'Express', 'Express'))).toBe('Express')
    expect(decisiveHabit(tally('Express', 'Express', 'Express', 'Premier'))).toBe('Express')
    expect(decisiveHabit(tally('Express', 'Express'))).toBeUndefined()
    expect(decisiveHabit(tally('Express', 'Express', 'Express', 'Premier', 'Premier'))).toBeUndefined()
    expect(decisiveHabit(tally('Express', 'Express', 'Express', 'Premier', 'X', 'Y'))).toBeUndefined()
  })

  it('fills an unsaid value from a decisive habit, and a value the request mentions from the history', () => {
    const history = [0, 1, 2].map((i) => shown(i, 'didi_chuxing', 'bookTaxi', { pickupLocation: 'Home', dropoffLocation: 'Sanlitun Taikoo Li', pickupTime: '09:00', taxiType: 'Premier' }))
    expect(fill('didi_chuxing', 'bookTaxi', 'Get me a car to Sanlitun Taikoo Li at 6:15 pm.', history)).toEqual({
      pickupLocation: 'Home',
      dropoffLocation: 'Sanlitun Taikoo Li',
      pickupTime: '18:15',
      taxiType: 'Premier',
    })
  })
})

describe('values said in plain words', () => {
  it('reads a parcel: weight, contents, size, declared value', () => {
    expect(saidParcel('Send a 1.8 kg parcel of books (40x30x20 cm) on Cainiao Guoguo', ['weight', 'contents', 'dimensions', 'declaredValue'])).toEqual({ weight: 1.8, contents: 'books', dimensions: '40x30x20' })
    expect(saidParcel('Ship a 1.5 kg return parcel (return: kettle), declared value ¥64 for me', ['weight', 'contents', 'declaredValue'])).toEqual({ weight: 1.5, contents: 'return: kettle', declaredValue: 64 })
  })

  it('reads a shipment: the parcel, an address through its commas, the carrier by its code', () => {
    expect(fill('cainiao_guoguo', 'createShipment', 'Ship a 2 kg parcel of books for me on Cainiao Guoguo from home to No. 8 Hubin South Road, Siming District, Xiamen, with STO Express.')).toEqual({
      senderAddress: 'Home',
      receiverAddress: 'No. 8 Hubin South Road, Siming District, Xiamen',
      packageDetails: { weight: 2, contents: 'books' },
      shippingCompany: 'STO',
    })
  })

  it('reads counts in words: "for four" is a party of four, "two cartons" two', () => {
    expect(saidNumber('Get us a table for four at 7 pm', 'partySize')).toBe(4)
    expect(fill('dianping', 'bookTable', 'Get us a table for four on Dianping today at 7 pm.')).toMatchObject({ partySize: 4, date: '2026-01-08', time: '19:00' })
    expect(saidNumber('order two cartons of milk', 'count')).toBe(2)
    expect(saidNumber('Log 40 minutes of swimming', 'count')).toBeUndefined()
    expect(saidNumber('two more lessons', 'lessons')).toBe(2)
  })

  it('reads a reminder: its subject, a day and time, "every week", a quoted note', () => {
    expect(fill('reminders', 'createReminder', 'Remind me about Teahouse at Capital Theater on Reminders on Thursday, January 22 at 8 pm, and repeat it every week (note: "Damai order dm_0001, 2 tickets").')).toMatchObject({
      title: 'Teahouse at Capital Theater',
      time: '2026-01-22 20:00',
      repeat: 'weekly',
      notes: 'Damai order dm_0001, 2 tickets',
    })
    expect(fill('reminders', 'listReminders', "On Reminders, what's on my to-do list, including the completed ones?")).toEqual({ includeCompleted: true })
  })

  it('reads a purchase: what a count counts, the aisle the schema suggests, how to pay, where it goes', () => {
    expect(fill('duoduo_maicai', 'buyProduct', 'On Duoduo Maicai, can you order two cartons of milk from the dairy & eggs aisle, whichever has the best price, to be delivered home, pay with WeChat Pay?')).toMatchObject({
      searchQuery: 'milk',
      count: 2,
      category: 'dairy & eggs',
      preference: 'price',
      paymentMethod: 'WeChat Pay',
      shippingAddress: 'Home',
    })
    expect(fill('pinduoduo', 'getProductList', 'Show me results for shoe rack in furniture through Pinduoduo, sorted by price.')).toEqual({ searchQuery: 'shoe rack', category: 'Furniture', sortBy: 'price' })
  })

  it('reads lists of options in the order said, with items the user listed before', () => {
    const history = [shown(0, 'keep', 'createHealthPlan', { equipment: ['foam_roller'], targetAreas: ['back'] })]
    expect(fill('keep', 'createHealthPlan', 'Make me a low-intensity workout plan on Keep for my legs and abs using a yoga mat and a foam roller, to maintain health.', history)).toMatchObject({
      activityLevel: 'low',
      targetAreas: ['legs', 'abs'],
      equipment: ['yoga_mat', 'foam_roller'],
      goals: ['maintain_health'],
    })
  })

  it('reads an order of a drink the user had before, its options, and its count', () => {
    const history = [shown(0, 'luckin_coffee', 'orderDrink', { location: 'school', items: [{ drink: 'Coconut Latte', quantity: 1 }], paymentMethod: 'Alipay' })]
    expect(fill('luckin_coffee', 'orderDrink', 'I would like two hot Coconut Lattes with less sugar using Luckin Coffee for pickup, pay with Alipay.', history)).toMatchObject({
      items: [{ drink: 'Coconut Latte', temperature: 'hot', sugar: 'less', quantity: 2 }],
      fulfillment: 'pickup',
      paymentMethod: 'Alipay',
    })
  })

  it('reads a search as what it is about, less the tool\'s own words, and no place as a search', () => {
    expect(fill('qq_music', 'searchSongs', 'On QQ Music, look up Taylor Swift songs, just the top 10.')).toEqual({ query: 'Taylor Swift', limit: 10 })
    expect(fill('meituan', 'searchRestaurants', "I'm craving Sichuan, find me a place on Meituan close to home.")).toEqual({ searchQuery: 'Sichuan', location: 'Home' })
  })
})
