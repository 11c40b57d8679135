import { describe, expect, it } from 'vitest'
import type { UserProfile } from '../../apps/kit/index.ts'
import { groceryApps } from '../../apps/groceries/index.ts'
import { profileFromPersona } from '../../scenarios/importers/toolspectrum/index.ts'
import { createSandboxWorld, openSession } from '../../simulator/world/index.ts'
import { describeToolSpectrum, runGold, toolspectrumSamples } from '../support/toolspectrum.ts'

/** The toolset's diet rule on Freshippo and Duoduo Maicai, both sides, calibrated on ToolSpectrum's own samples. */
const world = createSandboxWorld({ checkOutputs: true })
const userWith = (heightCm: number, weightKg: number, healthConditions: string[] = []): Partial<UserProfile> => ({ heightCm, weightKg, healthConditions })
const OBESE = userWith(170, 92.5) // BMI 32.0
const OVERWEIGHT = userWith(170, 78) // BMI 27.0
const LEAN = userWith(176, 72) // BMI 23.2, the default user
const session = (user: Partial<UserProfile>) => openSession({ world, seed: 'diet', user })
const buy = (user: Partial<UserProfile>, app: string, category: string, searchQuery: string) =>
  session(user).call(app, 'buyProduct', { category, searchQuery, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' })

type Notices = { policyNotices?: { rule: string; message: string }[] }
const data = (o: { ok: boolean; data?: unknown }) => (o.ok ? (o.data as Notices & { product: { name: string } }) : undefined)

describe('diet rule: restriction (403) and reminder (notice), both sides', () => {
  it.each(['Freshippo', 'Duoduo Maicai'])('%s refuses sweets, chips and red meat at a BMI of 30+, and sells them to a lean user', (app) => {
    const id = app === 'Freshippo' ? 'freshippo' : 'duoduo_maicai'
    for (const [category, query] of [['snacks', 'chocolate'], ['snacks', 'potato chips'], ['meat', 'pork belly'], ['frozen', 'fries'], ['bakery', 'cake']] as const) {
      const s = session(OBESE)
      const before = s.state
      const refused = s.call(app, 'buyProduct', { category, searchQuery: query, paymentMethod: 'Alipay', count: 1, shippingAddress: 'Home' })
      expect(refused).toMatchObject({ ok: false, error: { code: 'policy_violation', rule: `${id}.diet_restriction` } })
      if (!refused.ok) expect(refused.error.message).toContain('BMI is 32')
      expect(s.state).toBe(before)
      const lean = data(buy(LEAN, app, category, query))
      expect(lean).toBeDefined()
      expect(lean!.policyNotices).toBeUndefined()
    }
    // The same heavy user still buys rice, chicken breast and vegetables, with no notice.
    for (const [category, query] of [['pantry', 'rice'], ['meat', 'chicken breast'], ['vegetables', 'broccoli']] as const) {
      expect(data(buy(OBESE, app, category, query))?.policyNotices).toBeUndefined()
    }
  })

  it('restricts by health condition: blood sugar stops sweets only, cholesterol stops fatty food only', () => {
    const diabetic = userWith(176, 72, ['Type 2 diabetes'])
    expect(buy(diabetic, 'Freshippo', 'snacks', 'candy')).toMatchObject({ ok: false, error: { rule: 'freshippo.diet_restriction' } })
    expect(buy(diabetic, 'Freshippo', 'meat', 'ribeye steak').ok).toBe(true)
    const cholesterol = userWith(176, 72, ['high cholesterol'])
    expect(buy(cholesterol, 'Duoduo Maicai', 'meat', 'pork belly')).toMatchObject({ ok: false, error: { rule: 'duoduo_maicai.diet_restriction' } })
    expect(buy(cholesterol, 'Duoduo Maicai', 'snacks', 'candy').ok).toBe(true)
  })

  it('reminds overweight users (BMI 24-30) and lets the purchase through', () => {
    const reminded = data(buy(OVERWEIGHT, 'Freshippo', 'frozen', 'ice cream'))!
    expect(reminded.policyNotices).toEqual([{ rule: 'freshippo.diet_reminder', message: expect.stringContaining('BMI is 27') }])
    expect(data(buy(OVERWEIGHT, 'Freshippo', 'fruits', 'bananas'))!.policyNotices).toBeUndefined()
    expect(data(buy(LEAN, 'Freshippo', 'frozen', 'ice cream'))!.policyNotices).toBeUndefined()
  })

  it('marks flagged food in search results for users the rule covers; lists it plainly for others', () => {
    const page = (user: Partial<UserProfile>) => session(user).call('Freshippo', 'getProductList', { category: 'snacks', searchQuery: 'chocolate', weight: '<250' }) as { ok: true; data: Notices & { products: { dietFlags?: string[] }[] } }
    expect(page(OBESE).data.policyNotices![0]!.rule).toBe('freshippo.diet_restriction')
    expect(page(OVERWEIGHT).data.policyNotices![0]!.rule).toBe('freshippo.diet_reminder')
    expect(page(LEAN).data.policyNotices).toBeUndefined()
    expect(page(LEAN).data.products.every((p) => p.dietFlags?.includes('high_sugar'))).toBe(true)
  })

  it('Dingdong Maicai has no such rule (the toolset gives it none)', () => {
    const bought = data(buy(OBESE, 'Dingdong Maicai', 'snacks', 'chocolate'))!
    expect(bought.product.name).toContain('Chocolate')
    expect(bought.policyNotices).toBeUndefined()
    expect(groceryApps.find((a) => a.id === 'dingdong_maicai')!.policies).toEqual([])
  })
})

describeToolSpectrum('calibration on ToolSpectrum samples', () => {
  const samples = toolspectrumSamples()

  it('refuses what the refusal samples ask for, for those samples\' personas', () => {
    // toolCall null: heavy users asking for sweets, chips, fries, cake, soda. Each request as a grocery buy.
    const asks: [RegExp, string, string][] = [
      [/high-sugar snacks|sugary snacks/, 'snacks', 'candy'],
      [/fried foods/, 'frozen', 'fried chicken'],
      [/chips and sodas/, 'snacks', 'potato chips'],
      [/chocolate and candy|box of chocolates/, 'snacks', 'chocolates'],
      [/bag of fries/, 'frozen', 'fries'],
      [/buy me a cake/, 'bakery', 'cake'],
      [/sugary treats and soda/, 'drinks', 'cola'],
    ]
    let checked = 0
    for (const sample of samples) {
      if (sample.toolCall) continue
      const ask = asks.find(([re]) => re.test(sample.instruction))
      if (!ask || !sample.persona) continue
      const user = profileFromPersona(sample.persona, 'cal')
      for (const app of ['Freshippo', 'Duoduo Maicai']) {
        const outcome = buy(user, app, ask[1], ask[2])
        expect(outcome, `${sample.id} ${app}`).toMatchObject({ ok: false, error: { code: 'policy_violation' } })
      }
      checked++
    }
    expect(checked).toBe(27)
  })

  it('runs every gold call of Freshippo and Duoduo Maicai: all succeed but the five that break the toolset', () => {
    const breaks: Record<string, string> = {
      'dataset_persona#46': 'weight', // Duoduo's getProductList has no weight band
      'dataset_persona#97': 'productId', // buyProduct has no productId in the toolset
      'dataset_persona#114': 'productId',
      'dataset_persona#202': 'productId',
      'dataset_persona#305': 'productId',
    }
    const runs = samples.filter((s) => s.toolCall && ['Freshippo', 'Duoduo Maicai'].includes(s.toolCall.APP)).map((s) => runGold(s, world))
    expect(runs.length).toBe(89)
    for (const run of runs) {
      const param = breaks[run.sample.id]
      if (param) expect(run.outcome, run.sample.id).toMatchObject({ ok: false, error: { code: 'invalid_arguments', issues: expect.arrayContaining([expect.objectContaining({ path: param })]) } })
      else expect(run.outcome.ok ? 'ok' : JSON.stringify(run.outcome.error), run.sample.id).toBe('ok')
    }
  })
})
