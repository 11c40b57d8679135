import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarDay } from '../../apps/kit/index.ts'
import { evaluateCase, DEFAULT_PROMPT, heuristicAgent } from '../../harness/index.ts'
import { historySensitivity } from '../../harness/report/index.ts'
import { createServerApp } from '../../harness/server/app.ts'
import { startServer, type RunningServer } from '../../harness/server/listen.ts'
import { CutoffSessions, readSuite } from '../../scenarios/index.ts'
import type { Case } from '../../scenarios/case/index.ts'
import { twinEdits } from '../../scenarios/counterfactual/index.ts'
import { createSandboxWorld, SessionStore } from '../../simulator/world/index.ts'

/** The demo page in a real browser (Debian's Chromium), against a real server on a free port. */
const suite = readSuite('scenarios/suites/default')
// Found by what they are, so a regenerated suite keeps them meaningful.
/** Tool + parameter + temporal: the pickup is where an earlier record left the user (a station, a hotel). */
// A user who also has a coffee dialogue (order, status, cancel) and a twin, so one user shows all three.
const coffeeDialogue = (u: string) => suite.cases.find((c) => c.user === u && c.gold[0]?.tool === 'orderDrink' && c.followUps?.map((f) => f.act).join(',') === 'status,cancel')
const hasTwin = (u: string) => suite.cases.some((c) => c.user === u && c.counterfactual)
const taxis = suite.cases.filter((c) => c.gold[0]?.tool === 'bookTaxi' && c.vagueness !== 'most_clear' && c.provenance[0]?.args.pickupLocation?.source === 'context' && !c.counterfactual && !c.followUps)
const fits = (c: Case) => coffeeDialogue(c.user) !== undefined && hasTwin(c.user)
// Relevant vague first: its app goes unsaid, so the usual app's calls are ringed too.
const theCase = taxis.find((c) => c.vagueness === 'relevant_vague' && fits(c)) ?? taxis.find(fits)!
const CASE_ID = theCase.id
const U = theCase.user
const user = suite.users.get(U)!
/** Order a coffee, check on it, cancel it: later turns refer to the order's id. */
const DIALOGUE_ID = coffeeDialogue(U)!.id
/** A twin of the same user: an earlier record or habit edited. */
const TWIN_ID = suite.cases.find((c) => c.user === U && c.counterfactual)!.id

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

    await page.selectOption('#user', U)
    await page.waitForSelector(`body[data-user="${U}"]`)
    expect(await page.locator('#profile').innerText()).toContain(user.profile.name)
    expect(await page.locator('#timeline .chip').count()).toBe(user.history.length)
    // The public calendar on the day labels, and where each call puts the person in the chip's title.
    const holidayRecords = user.history.filter((r) => calendarDay(Date.parse(r.ts)).kind === 'holiday').length
    if (holidayRecords > 0) expect(await page.locator('#timeline .day-holiday').count()).toBeGreaterThan(0)
    expect(await page.locator('#timeline .chip[title*="📍"]').count()).toBeGreaterThan(0)

    await page.selectOption('#filter-kind', 'temporal')
    await page.click(`[data-case="${CASE_ID}"]`)
    await page.waitForSelector(`body[data-case="${CASE_ID}"]`)
    expect(await page.locator('#case-query').innerText()).toBe(theCase.query)
    expect(await page.locator('#case-panel .kind-temporal').count()).toBe(1)

    // The context record the pickup comes from is ringed, and so are the usual app's calls.
    const contextIndex = theCase.provenance[0]!.args.pickupLocation!.index!
    expect(await page.locator('#timeline .chip.hl').count()).toBeGreaterThanOrEqual(2)
    expect(await page.locator(`#timeline .chip.hl-context[data-index="${contextIndex}"]`).count()).toBe(1)
    expect(await page.locator('.unsaid.src-context').innerText()).toContain(String(theCase.gold[0]!.args.pickupLocation))
    const appName = createSandboxWorld().registry.resolveApp(theCase.gold[0]!.app)
    if (theCase.provenance[0]!.app.source === 'habit' && appName.ok) expect(await page.locator('.unsaid.src-habit').first().innerText()).toContain(appName.value.name)

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
    // A diff is shown when the verdict ran (an answer equal to the gold is judged without running it).
    if (!/same calls/.test(expected.execution.reason)) expect(await page.locator('table.diff').first().innerText()).toContain(`${theCase.gold[0]!.app}:rides.`)
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

  it('steps through a dialogue run by the oracle: the chat so far, resolved references, a verdict per turn', async () => {
    const dialogue = suite.cases.find((c) => c.id === DIALOGUE_ID)!
    expect(dialogue.followUps).toHaveLength(2)
    await page.selectOption('#filter-kind', '')
    await page.click(`[data-case="${DIALOGUE_ID}"]`)
    await page.waitForSelector(`body[data-case="${DIALOGUE_ID}"]`)
    expect(await page.locator('.turn-spec').count()).toBe(3)
    expect(await page.locator('.turn-spec').nth(2).innerText()).toContain(dialogue.followUps![1]!.query)
    expect(await page.locator('.turn-spec .ref').first().innerText()).toBe('{"$ref": "turn0.call0.orderId"}')

    await page.selectOption('#agent', 'oracle')
    await page.check('input[name="dialogue-mode"][value="gold"]')
    await page.click('#run-case')
    await page.waitForSelector('[data-verdict="dialogue"]')
    expect(await verdict('dialogue').getAttribute('data-pass')).toBe('true')
    expect(await verdict('dialogue').innerText()).toContain('gold state mode')

    await page.click('#turn-next')
    await page.click('#turn-next')
    await page.waitForSelector('#result[data-turn="2"]')
    expect(await page.locator('#turn-query').innerText()).toBe(dialogue.followUps![1]!.query)
    expect(await verdict('execution').locator('.verdict-label').innerText()).toMatch(/pass/i)
    expect(await verdict('exact').getAttribute('data-pass')).toBe('true')
    // The reference in the cancel's gold and the order id it resolved to, which turn 1's live outcome made.
    const ref = page.locator('.refs li[data-ref="turn0.call0.orderId"]')
    const orderId = await ref.locator('.ref-value').innerText()
    expect(orderId).toMatch(/^(lk|sbux)_\d{4}$/)
    expect(await page.locator('.exchange[data-turn="0"] .chat-call').innerText()).toContain(`"orderId":"${orderId}"`)
    expect(await page.locator('.chat .exchange').count()).toBe(3)
    expect(await page.locator('#turn-next').isDisabled()).toBe(true)
    await page.screenshot({ path: 'tests/artifacts/demo-dialogue.png', fullPage: true })
    expect(errors).toEqual([])
  })

  it('shows a counterfactual pair: both golds, the edited records, both runs of the heuristic', async () => {
    const twin = suite.cases.find((c) => c.id === TWIN_ID)!
    const original = suite.cases.find((c) => c.id === twin.counterfactual!.of)!
    await page.click(`[data-case="${TWIN_ID}"]`)
    await page.waitForSelector(`body[data-case="${TWIN_ID}"]`)
    const panel = page.locator('#pair-panel')
    // Both golds, and the argument the edit moved differs between them.
    const moved = twin.counterfactual!.change.split(':')[1]!
    expect(original.gold[0]!.args[moved]).not.toEqual(twin.gold[0]!.args[moved])
    expect(await panel.locator('#pair-gold-original').innerText()).toContain(String(original.gold[0]!.args[moved]))
    expect(await panel.locator('#pair-gold-twin').innerText()).toContain(String(twin.gold[0]!.args[moved]))
    expect(await panel.locator('#pair-gold-twin dt.differs').innerText()).toBe(moved)
    const edits = twinEdits(twin, suite.users.get(twin.user)!.history)
    expect(await panel.locator('.edits li').count()).toBe(edits.length)
    // The twin's edited records are marked on the (original) timeline.
    for (const e of edits) expect(await page.locator(`#timeline .chip.edited[data-index="${e.index}"]`).count()).toBe(1)

    await page.selectOption('#agent', 'heuristic')
    await page.click('#run-pair')
    await page.waitForSelector('[data-verdict="pair-same"]')
    const world = createSandboxWorld()
    const sessions = new CutoffSessions(world, suite.users)
    const [a, b] = [await evaluateCase(original, 0, heuristicAgent, sessions, world, DEFAULT_PROMPT, false), await evaluateCase(twin, 0, heuristicAgent, sessions, world, DEFAULT_PROMPT, false)]
    expect(await verdict('pair-both').getAttribute('data-pass')).toBe(String(a.execution.match && b.execution.match))
    expect(await verdict('pair-same').getAttribute('data-same')).toBe(String(historySensitivity([a, b])!.sameAnswer === 1))
    expect(await page.locator('.pair-run .pair-side').count()).toBe(2)
    await page.screenshot({ path: 'tests/artifacts/demo-pair.png', fullPage: true })
    expect(errors).toEqual([])
  })

  it('runs a typed request with no gold: calls and live outcomes, no verdicts', async () => {
    // The user's own last coffee, asked for by name on their chain: the heuristic can order it live.
    const order = [...user.history].reverse().find((r) => r.tool === 'orderDrink' && r.outcome?.ok)!
    const item = (order.args.items as { drink: string; temperature: string }[])[0]!
    const chain = createSandboxWorld().registry.resolveApp(order.app)
    const typed = `Order me a ${item.temperature} ${item.drink} with ${chain.ok ? chain.value.name : order.app} for pickup near my ${String(order.args.location)}`
    await page.selectOption('#agent', 'heuristic')
    await page.fill('#query', typed)
    // At the moment of that order (the store open), so the live call can succeed.
    await page.fill('#cutoff', String(user.history.indexOf(order)))
    await page.click('#typed button[type="submit"]')
    await page.waitForSelector('#predicted-calls .call-tool:text("orderDrink")')
    expect(await page.locator('#predicted-calls .outcome').innerText()).toContain('live outcome')
    expect(await page.locator('[data-verdict]').count()).toBe(0)
    expect(await page.locator('#case-query').innerText()).toContain(item.drink)
  })
})
