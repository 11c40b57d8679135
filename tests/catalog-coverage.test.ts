import { describe, expect, it } from 'vitest'
import { allApps } from '../apps/index.ts'
import { aliasKey, createRegistry } from '../apps/kit/index.ts'
import { itToolSpectrum, toolspectrumToolset } from './support/toolspectrum.ts'

/** The catalog's size and its fidelity to the ToolSpectrum toolset. */
const registry = createRegistry(allApps)
const toolset = toolspectrumToolset()

describe('catalog coverage', () => {
  it('has at least 40 apps in 10 domains, 50 distinct tool names and 110 app-tool pairs', () => {
    expect(allApps.length).toBeGreaterThanOrEqual(40)
    expect(new Set(allApps.map((a) => a.domain)).size).toBeGreaterThanOrEqual(10)
    expect(new Set(allApps.flatMap((a) => a.tools.map((t) => t.name))).size).toBeGreaterThanOrEqual(50)
    expect(allApps.reduce((n, a) => n + a.tools.length, 0)).toBeGreaterThanOrEqual(110)
  })

  it('covers the other everyday domains the issue names', () => {
    const ids = new Set(allApps.map((a) => a.id))
    for (const id of ['temu', 'amazon', 'jd', 'meituan', 'eleme', 'dianping', 'luckin_coffee', 'starbucks', 'reminders', 'amap', 'china_railway_12306', 'caocao_chuxing', 'hellobike', 'iqiyi', 'tencent_video', 'netease_cloud_music', 'qq_music']) {
      expect(ids.has(id), id).toBe(true)
    }
    expect(registry.apps.find((a) => a.id === 'reminders')!.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['createReminder', 'listReminders', 'deleteReminder']))
  })

  // Without the reference data the toolset is empty and this table has no rows
  it.each(toolset.apps.map((name) => [name] as const))('%s: the ToolSpectrum name is an alias and every API and parameter exists with its type', (name) => {
    const app = registry.resolveApp(name)
    expect(app.ok).toBe(true)
    if (!app.ok) return
    expect([app.value.id, app.value.name, ...app.value.aliases].map(aliasKey)).toContain(aliasKey(name))
    for (const api of Object.keys(toolsetApis(name))) {
      const tool = app.value.tool(api)
      expect(tool, `${name}.${api}`).toBeDefined()
      const shape = tool!.input.shape as Record<string, { _zod: { def: { type: string } } }>
      for (const p of toolset.parameters(name, api)!) {
        expect(shape[p.name], `${name}.${api}(${p.name})`).toBeDefined()
        const required = !tool!.input.shape[p.name]!.safeParse(undefined).success
        if (p.kind === 'required') expect(required, `${name}.${api}(${p.name}) required`).toBe(true)
        else expect(required, `${name}.${api}(${p.name}) optional`).toBe(false)
      }
    }
  })

  itToolSpectrum('has 23 ToolSpectrum apps with 42 APIs', () => {
    expect(toolset.apps).toHaveLength(23)
    expect(toolset.apps.reduce((n, a) => n + Object.keys(toolsetApis(a)).length, 0)).toBe(42)
  })

  itToolSpectrum('every ToolSpectrum app with a policy enforces at least one rule of its own', () => {
    for (const name of toolset.apps.filter((a) => toolset.policies(a).length > 0)) {
      const app = registry.resolveApp(name)
      expect(app.ok && app.value.policies.length, name).toBeGreaterThan(0)
    }
  })
})

function toolsetApis(app: string): Record<string, true> {
  const out: Record<string, true> = {}
  for (const api of ['createShipment', 'getShipmentStatus', 'getCourierLocations', 'getShowSchedule', 'bookShowTicket', 'getFundDetails', 'buyFund', 'getStockDetails', 'buyStock', 'getProductList', 'buyProduct', 'createHealthPlan', 'logExercise', 'getKnowledge', 'getCourseList', 'buyCourse', 'getDailyNewsRecommendations', 'getDistance', 'getRoute', 'bookTaxi', 'rentCar', 'bookTicket', 'bookHotel']) {
    if (toolset.parameters(app, api)) out[api] = true
  }
  return out
}
