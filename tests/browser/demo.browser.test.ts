import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evaluateCase, DEFAULT_PROMPT, heuristicAgent } from '../../harness/index.ts'
import { createServerApp } from '../../harness/server/app.ts'
import { startServer, type RunningServer } from '../../harness/server/listen.ts'
import { CutoffSessions, readSuite } from '../../scenarios/index.ts'
import { createSandboxWorld, SessionStore } from '../../simulator/world/index.ts'

/** The demo page in a real browser (Debian's Chromium), against a real server on a free port. */
const CASE_ID = 'u004-0234-rv' // tool + parameter + temporal: the pickup is the station the user's train arrives at
const suite = readSuite('scenarios/suites/default')
const theCase = suite.cases.find((c) => c.id === CASE_ID)!

let server: RunningServer
let browser: Browser
let page: Page
const errors: string[] = []

beforeAll(async () => {
  server = await startServer(createServerApp({ store: new SessionStore(createSandboxWorld()) }))
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] })
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
  // Offline: anything not from our own server is refused, so the page cannot lean on the network.
  await page.route('**/*', (route) => (route.request().url().startsWith(server.url) ? route.continue() : route.abort()))
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const verdict = (key: string) => page.locator(`[data-verdict="${key}"]`)

describe('the demo page', () => {
  it('shows a user, a temporal case and its sources, runs the heuristic and the oracle', async () => {
    expect(theCase.kinds).toContain('temporal')
    await page.goto(`${server.url}/demo`)
    await page.waitForSelector('body[data-ready="true"]')

    await page.selectOption('#user', 'u004')
    await page.waitForSelector('body[data-user="u004"]')
    expect(await page.locator('#profile').innerText()).toContain('Guo Fang')
    expect(await page.locator('#timeline .chip').count()).toBe(403)

    await page.selectOption('#filter-kind', 'temporal')
    await page.click(`[data-case="${CASE_ID}"]`)
    await page.waitForSelector(`body[data-case="${CASE_ID}"]`)
    expect(await page.locator('#case-query').innerText()).toBe(theCase.query)
    expect(await page.locator('#case-panel .kind-temporal').count()).toBe(1)

    // The context record the pickup comes from is ringed, and so are the usual app's calls.
    const contextIndex = theCase.provenance[0]!.args.pickupLocation!.index!
    expect(await page.locator('#timeline .chip.hl').count()).toBeGreaterThanOrEqual(2)
    expect(await page.locator(`#timeline .chip.hl-context[data-index="${contextIndex}"]`).count()).toBe(1)
    expect(await page.locator('.unsaid.src-context').innerText()).toContain('Beijing South Railway Station')
    expect(await page.locator('.unsaid.src-habit').innerText()).toContain('Didi Chuxing')

    // The heuristic: its verdicts are whatever the harness itself says for this case.
    const world = createSandboxWorld()
    const expected = await evaluateCase(theCase, 0, heuristicAgent, new CutoffSessions(world, suite.users), world, DEFAULT_PROMPT, false)
    await page.selectOption('#agent', 'heuristic')
    await page.click('#run-case')
    await page.waitForSelector('[data-verdict="execution"]')
    expect(await page.locator('#gold-calls').innerText()).toContain(theCase.gold[0]!.tool)
    expect(await verdict('exact').locator('.verdict-name').innerText()).toBe('Exact match')
    expect(await verdict('execution').locator('.verdict-name').innerText()).toBe('Execution')
    expect(await verdict('exact').getAttribute('data-pass')).toBe(String(expected.exact.overall))
    expect(await verdict('execution').getAttribute('data-pass')).toBe(String(expected.execution.match))
    expect(await verdict('exact').locator('.verdict-label').innerText()).toMatch(expected.exact.overall ? /pass/i : /fail/i)
    expect(await page.locator('#predicted-calls').innerText()).toContain('bookTaxi')
    expect(await page.locator('table.diff').first().innerText()).toContain('didi_chuxing:rides.ride_0011')
    mkdirSync('tests/artifacts', { recursive: true })
    await page.screenshot({ path: 'tests/artifacts/demo-heuristic.png', fullPage: true })

    // The oracle answers with the gold: both verdicts pass.
    await page.selectOption('#agent', 'oracle')
    await page.click('#run-case')
    await page.waitForSelector('[data-verdict="exact"][data-pass="true"]')
    expect(await verdict('execution').getAttribute('data-pass')).toBe('true')
    expect(await verdict('exact').locator('.verdict-label').innerText()).toMatch(/pass/i)
    expect(await verdict('execution').locator('.verdict-label').innerText()).toMatch(/pass/i)
    await page.screenshot({ path: 'tests/artifacts/demo.png', fullPage: true })

    expect(errors).toEqual([])
  })

  it('runs a typed request with no gold: calls and live outcomes, no verdicts', async () => {
    await page.selectOption('#agent', 'heuristic')
    await page.fill('#query', 'Order me a hot Coconut Latte with Luckin Coffee for pickup near my office')
    await page.fill('#cutoff', '35')
    await page.click('#typed button[type="submit"]')
    await page.waitForSelector('#predicted-calls .call-tool:text("orderDrink")')
    expect(await page.locator('#predicted-calls .outcome').innerText()).toContain('live outcome')
    expect(await page.locator('[data-verdict]').count()).toBe(0)
    expect(await page.locator('#case-query').innerText()).toContain('Coconut Latte')
  })
})
