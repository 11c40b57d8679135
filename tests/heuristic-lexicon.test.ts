import { describe, expect, it } from 'vitest'
import { fromIso } from '../apps/kit/index.ts'
import { fillArguments } from '../harness/agents/heuristic/argument-fill.ts'
import { saidNumber } from '../harness/agents/heuristic/said-numbers.ts'
import { saidParcel } from '../harness/agents/heuristic/said-parcel.ts'
import { withoutApp } from '../harness/agents/heuristic/said-phrases.ts'
import { rankTools } from '../harness/agents/heuristic/tool-choice.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

// Thursday, January 8, 2026, 21:17 in China Standard Time.
const now = fromIso('2026-01-08T21:17:00+08:00')
const registry = createSandboxWorld().registry

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
/** The arguments the heuristic reads for one tool from a request alone (no history). */
const fill = (appId: string, tool: string, query: string) => {
  const app = appOf(appId)
  return fillArguments(app.tool(tool)!, app.id, query, [], now, [app.name, app.id, ...app.aliases])
}

describe('tool choice from the lexicon of requests', () => {
  it('picks the tool the request asks for, not one that shares its nouns', () => {
    expect(bestTool('cainiao_guoguo', 'I need to mail a 2 kg parcel of books through Cainiao Guoguo to No. 8 Hubin South Road, Siming District, Xiamen, with STO Express.')).toBe('createShipment')
    expect(bestTool('keep', 'Show me my workouts on Keep between Monday, January 26 and today.')).toBe('getExerciseLog')
    expect(bestTool('keep', 'Record 40 minutes of swimming on Keep for me.')).toBe('logExercise')
    expect(bestTool('ctrip', 'Book me a room on Ctrip at Jinjiang Inn Shanghai South Railway Station, from Friday, February 6 to Sunday, February 8, for one guest.')).toBe('bookHotel')
    expect(bestTool('qq_music', 'On QQ Music, can you check what I played lately, the last 10?')).toBe('getPlayHistory')
    // "Open Dedao and" names the app: "open" is no word of the request.
    expect(bestTool('dedao', 'Open Dedao and show me a beginner health course on sleep.')).toBe('getCourseList')
  })
})

describe('values said the way the lexicon says them', () => {
  it('reads a parcel: weight, contents, size, declared value', () => {
    expect(saidParcel('Send a 1.8 kg parcel of books (40x30x20 cm) on Cainiao Guoguo', ['weight', 'contents', 'dimensions', 'declaredValue'])).toEqual({ weight: 1.8, contents: 'books', dimensions: '40x30x20' })
    expect(saidParcel('Ship a 1.5 kg return parcel (return: kettle), declared value ¥64 for me', ['weight', 'contents', 'declaredValue'])).toEqual({ weight: 1.5, contents: 'return: kettle', declaredValue: 64 })
  })

  it('reads a shipment: the parcel, an address through its commas, the carrier', () => {
    expect(fill('cainiao_guoguo', 'createShipment', 'Ship a 2 kg parcel of books for me on Cainiao Guoguo from home to No. 8 Hubin South Road, Siming District, Xiamen, with STO Express.')).toEqual({
      senderAddress: 'Home',
      receiverAddress: 'No. 8 Hubin South Road, Siming District, Xiamen',
      packageDetails: { weight: 2, contents: 'books' },
      shippingCompany: 'STO',
    })
  })

  it('reads counts in words: "for four" is a party of four', () => {
    expect(saidNumber('Get us a table for four at 7 pm', 'partySize')).toBe(4)
    expect(fill('dianping', 'bookTable', 'Get us a table for four on Dianping today at 7 pm.').partySize).toBe(4)
  })

  it('reads options in their natural forms by rendering each option as the lexicon does', () => {
    const reminder = fill('reminders', 'createReminder', 'Remind me about Teahouse at Capital Theater on Reminders on Thursday, January 22 at 8 pm, and repeat it every week (note: "Damai order dm_0001, 2 tickets").')
    expect(reminder).toMatchObject({ title: 'Teahouse at Capital Theater', repeat: 'weekly', notes: 'Damai order dm_0001, 2 tickets' })
    expect(fill('reminders', 'listReminders', "On Reminders, what's on my to-do list, including the completed ones?")).toEqual({ includeCompleted: true })
  })

  it('reads values said together in one phrase', () => {
    expect(fill('duoduo_maicai', 'buyProduct', 'On Duoduo Maicai, can you order two cartons of milk from the dairy & eggs aisle, whichever has the best price, to be delivered home, pay with WeChat Pay?')).toMatchObject({
      searchQuery: 'milk',
      count: 2,
      category: 'dairy & eggs',
      preference: 'price',
      paymentMethod: 'WeChat Pay',
    })
    expect(fill('maoyan', 'getShowSchedule', 'Open Maoyan and pull up the movie showtimes tonight near home.')).toMatchObject({ type: 'movie', searchQuery: 'tonight', location: 'Home' })
    expect(fill('pinduoduo', 'getProductList', 'Show me results for shoe rack in furniture through Pinduoduo, sorted by price.')).toMatchObject({ searchQuery: 'shoe rack', category: 'Furniture', sortBy: 'price' })
  })

  it('reads lists of options in the order said', () => {
    expect(fill('keep', 'createHealthPlan', 'Make me a low-intensity workout plan on Keep for my legs and abs using a yoga mat, to maintain health.')).toMatchObject({
      activityLevel: 'low',
      targetAreas: ['legs', 'abs'],
      equipment: ['yoga_mat'],
      goals: ['maintain_health'],
    })
  })
})
