import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_ANSWER_LENGTH, parseModelText, parseToolCalls, splitQualifiedName } from '../harness/parse/index.ts'
import type { Parsed, ParsedFormat } from '../harness/parse/index.ts'
import type { Call } from '../scenarios/case/schema.ts'
import { createSandboxWorld } from '../simulator/world/index.ts'

const registry = createSandboxWorld().registry

const taxi = { app: 'Didi', tool: 'bookTaxi', args: { pickupLocation: 'Home', dropoffLocation: 'Office' } }
const calls = (format: ParsedFormat, ...list: Call[]): Parsed => ({ kind: 'calls', calls: list, format })
const refused = (format: ParsedFormat): Parsed => ({ kind: 'refusal', format })
const broken = (reason: string): Parsed => ({ kind: 'format_error', reason })

interface Row {
  name: string
  text: string
  expected: Parsed
  withRegistry?: boolean
}

const rows: Row[] = [
  // JSON objects
  { name: 'plain json', text: '{"app": "Didi", "tool": "bookTaxi", "arguments": {"pickupLocation": "Home", "dropoffLocation": "Office"}}', expected: calls('json', taxi) },
  { name: 'json in a ```json fence after prose', text: 'Sure! I will book the ride for you.\n```json\n{"app": "Didi", "tool": "bookTaxi", "arguments": {"pickupLocation": "Home", "dropoffLocation": "Office"}}\n```\nLet me know if you need anything else.', expected: calls('json', taxi) },
  { name: 'json after a think block that holds braces', text: '<think>The user usually takes Didi. Maybe {"app": "Caocao"}? No, Didi.</think>\n{"app": "Didi", "name": "bookTaxi", "params": {"pickupLocation": "Home", "dropoffLocation": "Office"}}', expected: calls('json', taxi) },
  { name: 'stray </think> from a template that opened the block itself', text: 'Habit says Didi, from {home} to the office.</think>\n\n{"app": "Didi", "tool": "bookTaxi", "arguments": {"pickupLocation": "Home", "dropoffLocation": "Office"}}', expected: calls('json', taxi) },
  { name: 'unclosed think: the model never answered', text: '<think>I should call Didi.bookTaxi(pickupLocation="Home", dropoffLocation="Office") but first', expected: broken('no call found in the answer') },
  { name: 'keys function/parameters', text: '{"app": "Meituan", "function": "orderTakeout", "parameters": {"restaurant": "KFC", "items": ["Zinger Burger", "Fries"], "quantity": 2}}', expected: calls('json', { app: 'Meituan', tool: 'orderTakeout', args: { restaurant: 'KFC', items: ['Zinger Burger', 'Fries'], quantity: 2 } }) },
  { name: 'keys api/args with nested values', text: '{"app":"Temu","api":"buyProduct","args":{"query":"phone case","preferences":{"maxPrice":19.9,"color":null,"fastShipping":true},"count":-1}}', expected: calls('json', { app: 'Temu', tool: 'buyProduct', args: { query: 'phone case', preferences: { maxPrice: 19.9, color: null, fastShipping: true }, count: -1 } }) },
  { name: 'list of calls', text: '```\n[{"app": "Didi", "tool": "getRideStatus", "arguments": {"rideId": "ride_0003"}}, {"app": "Meituan", "tool": "getDeliveryStatus", "arguments": {"orderId": "tko_0001"}}]\n```', expected: calls('json', { app: 'Didi', tool: 'getRideStatus', args: { rideId: 'ride_0003' } }, { app: 'Meituan', tool: 'getDeliveryStatus', args: { orderId: 'tko_0001' } }) },
  { name: '{"calls": [...]} wrapper', text: '{"calls": [{"app": "Luckin", "tool": "orderDrink", "arguments": {"drink": "Coconut Latte", "size": "large", "sugar": "less"}}]}', expected: calls('json', { app: 'Luckin', tool: 'orderDrink', args: { drink: 'Coconut Latte', size: 'large', sugar: 'less' } }) },
  { name: 'OpenAI-style name with __', text: '{"name": "didi_chuxing__bookTaxi", "arguments": {"pickupLocation": "Home", "dropoffLocation": "Office"}}', expected: calls('json', { ...taxi, app: 'didi_chuxing' }) },
  { name: 'OpenAI tool-call object with string arguments', text: '{"type": "function", "function": {"name": "meituan__searchRestaurants", "arguments": "{\\"keyword\\": \\"hot pot\\", \\"sortBy\\": \\"rating\\"}"}}', expected: calls('json', { app: 'meituan', tool: 'searchRestaurants', args: { keyword: 'hot pot', sortBy: 'rating' } }) },
  { name: 'missing arguments key means no arguments', text: '{"app": "Tonghuashun", "tool": "getPortfolio"}', expected: calls('json', { app: 'Tonghuashun', tool: 'getPortfolio', args: {} }) },
  { name: 'trailing commas are tolerated', text: '{"app": "Didi", "tool": "bookTaxi", "arguments": {"pickupLocation": "Home", "dropoffLocation": "Office",},}', expected: calls('json', taxi) },
  { name: 'smart quotes around keys and values', text: '{\u201capp\u201d: \u201cDidi\u201d, \u201ctool\u201d: \u201cbookTaxi\u201d, \u201carguments\u201d: {\u201cpickupLocation\u201d: \u201cHome\u201d, \u201cdropoffLocation\u201d: \u201cOffice\u201d}}', expected: calls('json', taxi) },
  { name: 'two JSON objects in a row are two calls', text: '{"app": "Didi", "tool": "cancelRide", "arguments": {"rideId": "ride_0002"}}\n{"app": "Didi", "tool": "bookTaxi", "arguments": {"pickupLocation": "Home", "dropoffLocation": "Office"}}', expected: calls('json', { app: 'Didi', tool: 'cancelRide', args: { rideId: 'ride_0002' } }, taxi) },
  { name: 'string escapes and unicode', text: '{"app": "美团", "tool": "orderTakeout", "arguments": {"note": "no \\"spicy\\"\\n\\u8c22\\u8c22", "address": "Room 3\\\\2"}}', expected: calls('json', { app: '美团', tool: 'orderTakeout', args: { note: 'no "spicy"\n谢谢', address: 'Room 3\\2' } }) },
  { name: 'a call in an answer wrapper object', text: '{"thought": "User wants coffee from Luckin as usual", "call": {"app": "Luckin", "tool": "orderDrink", "arguments": {"drink": "Americano"}}}', expected: calls('json', { app: 'Luckin', tool: 'orderDrink', args: { drink: 'Americano' } }) },
  // ToolSpectrum dicts
  { name: 'ToolSpectrum JSON', text: '{"APP": "Didi", "API": "bookTaxi", "params": {"pickupLocation": "Home", "dropoffLocation": "Office"}}', expected: calls('toolspectrum', taxi) },
  { name: 'ToolSpectrum Python literal', text: "{'APP': 'NetEase Music', 'API': 'playSong', 'params': {'song': 'Qing Tian', 'shuffle': False, 'volume': None, 'enableCaptions': True}}", expected: calls('toolspectrum', { app: 'NetEase Music', tool: 'playSong', args: { song: 'Qing Tian', shuffle: false, volume: null, enableCaptions: true } }) },
  { name: 'ToolSpectrum refusal dict', text: "```python\n{'APP': None}\n```", expected: refused('toolspectrum') },
  { name: 'ToolSpectrum bare None', text: 'None', expected: refused('toolspectrum') },
  { name: 'ToolSpectrum list of two', text: "[{'APP': 'Temu', 'API': 'getOrderStatus', 'params': {'orderId': 'ord_0001'}}, {'APP': 'Temu', 'API': 'cancelOrder', 'params': {'orderId': 'ord_0001', 'reason': 'It\\'s late'}}]", expected: calls('toolspectrum', { app: 'Temu', tool: 'getOrderStatus', args: { orderId: 'ord_0001' } }, { app: 'Temu', tool: 'cancelOrder', args: { orderId: 'ord_0001', reason: "It's late" } }) },
  // PTBench
  { name: 'PTBench unquoted platforms, two apps', text: '{Didi: [bookTaxi(pickupLocation="Home", passengers=2), getRideStatus(rideId=\'ride_0001\')], Meituan: [orderTakeout(restaurant="KFC", items=["Zinger Burger"])]}', expected: calls('ptbench', { app: 'Didi', tool: 'bookTaxi', args: { pickupLocation: 'Home', passengers: 2 } }, { app: 'Didi', tool: 'getRideStatus', args: { rideId: 'ride_0001' } }, { app: 'Meituan', tool: 'orderTakeout', args: { restaurant: 'KFC', items: ['Zinger Burger'] } }) },
  { name: 'PTBench quoted platform in prose', text: 'Based on the user\'s habits, the answer is:\n{"Tonghuashun": [buyStock(code="600519", shares=100, price=1688.5, limitOrder=True)]}', expected: calls('ptbench', { app: 'Tonghuashun', tool: 'buyStock', args: { code: '600519', shares: 100, price: 1688.5, limitOrder: true } }) },
  { name: 'PTBench nested dict and list arguments', text: "{Temu: [buyProduct(query='socks', filters={'size': 'L', 'colors': ['black', 'grey']}, count=3,)]}", expected: calls('ptbench', { app: 'Temu', tool: 'buyProduct', args: { query: 'socks', filters: { size: 'L', colors: ['black', 'grey'] }, count: 3 } }) },
  { name: 'PTBench with a positional argument', text: '{Didi: [bookTaxi("Home", dropoffLocation="Office")]}', expected: broken('the call bookTaxi(...) has positional arguments; name every argument') },
  // app_func
  { name: 'set of App_func calls', text: '{Didi_bookTaxi(pickupLocation="Home", dropoffLocation="Office"), Temu_buyProduct(query="umbrella", count=1)}', expected: calls('app_func', taxi, { app: 'Temu', tool: 'buyProduct', args: { query: 'umbrella', count: 1 } }) },
  { name: 'bare App.func call in prose', text: 'I will now call Didi.bookTaxi(pickupLocation="Home", dropoffLocation="Office") for you.', expected: calls('app_func', taxi) },
  { name: 'underscored app id, no registry: split at the last _', text: 'didi_chuxing_bookTaxi(pickupLocation="Home", dropoffLocation="Office")', expected: calls('app_func', { ...taxi, app: 'didi_chuxing' }) },
  { name: 'snake_case tool, no registry: last _ wins', text: '{duoduo_maicai_buy_product(query="eggs")}', expected: calls('app_func', { app: 'duoduo_maicai_buy', tool: 'product', args: { query: 'eggs' } }) },
  { name: 'snake_case tool with registry: longest app prefix', text: '{duoduo_maicai_buy_product(query="eggs")}', withRegistry: true, expected: calls('app_func', { app: 'duoduo_maicai', tool: 'buy_product', args: { query: 'eggs' } }) },
  { name: 'registry prefers the longest alias', text: 'Luckin_Coffee_App_orderDrink(drink="Latte")', withRegistry: true, expected: calls('app_func', { app: 'Luckin_Coffee_App', tool: 'orderDrink', args: { drink: 'Latte' } }) },
  { name: 'call syntax literals: negative, float, exponent, None, true', text: '{Tonghuashun_sellStock(code="000001", shares=-0, price=1.5e1, note=None, market=null, confirm=true, tags=())}', expected: calls('app_func', { app: 'Tonghuashun', tool: 'sellStock', args: { code: '000001', shares: -0, price: 15, note: null, market: null, confirm: true, tags: [] } }) },
  { name: 'an app name before a parenthesis is prose', text: 'Didi (the usual app) should do: Didi.getRideStatus(rideId="ride_0001")', expected: calls('app_func', { app: 'Didi', tool: 'getRideStatus', args: { rideId: 'ride_0001' } }) },
  { name: 'colon instead of = in call arguments', text: 'Didi.getRideStatus(rideId: "ride_0004")', expected: calls('app_func', { app: 'Didi', tool: 'getRideStatus', args: { rideId: 'ride_0004' } }) },
  { name: 'function call without an app', text: '{bookTaxi(pickupLocation="Home")}', expected: broken('the call bookTaxi(...) names no app (expected App.tool or App_tool)') },
  // Refusals
  { name: 'bare null', text: 'null', expected: refused('json') },
  { name: 'empty list', text: '```json\n[]\n```', expected: refused('json') },
  { name: '{"app": null}', text: '{"app": null, "tool": null, "arguments": {}}', expected: refused('json') },
  { name: 'NO_CALL token', text: 'NO_CALL', expected: refused('json') },
  { name: 'no call, with a full stop', text: 'No call.', expected: refused('json') },
  { name: 'policy refusal in prose', text: 'I\'m sorry, but purchasing high-risk funds is not allowed for your income level, so no tool should be called.', expected: refused('json') },
  { name: 'refusal in prose after thinking', text: '<think>The user is 15 and wants alcohol on Tmall.</think>\nNo function call is needed here: this purchase is prohibited for minors.', expected: refused('json') },
  { name: 'getBalance() mentioned in a refusal is not a call', text: 'You cannot call getBalance() for someone else; I will not proceed.', expected: refused('json') },
  // Broken answers
  { name: 'truncated JSON', text: '```json\n{"app": "Didi", "tool": "bookTaxi", "arguments": {"pickupLocation": "Home", "dropoffLoc', expected: broken('no call found; unparsable text at offset 8: unterminated string opened at offset 84') },
  { name: 'unbalanced brackets', text: '{"app": "Didi", "tool": "bookTaxi", "arguments": {"pickupLocation": "Home"}', expected: broken('no call found; unparsable text at offset 0: unexpected end of input, expected "}"') },
  { name: 'truncated list keeps none of its complete calls', text: '[{"app": "Didi", "tool": "getRideStatus", "arguments": {}}, {"app": "Didi", "tool": "canc', expected: broken('no call found; unparsable text at offset 0: unterminated string opened at offset 84') },
  { name: 'prose only', text: 'The user probably wants a taxi home from the office, as they do most evenings.', expected: broken('no call found in the answer') },
  { name: 'empty answer', text: '   \n', expected: broken('no call found in the answer') },
  { name: 'app without tool', text: '{"app": "Didi", "arguments": {"pickupLocation": "Home"}}', expected: broken('the call to Didi names no tool') },
  { name: 'tool without app', text: '{"tool": "bookTaxi", "arguments": {"pickupLocation": "Home"}}', expected: broken('the call to bookTaxi names no app') },
  { name: 'arguments that are not an object', text: '{"app": "Didi", "tool": "bookTaxi", "arguments": ["Home", "Office"]}', expected: broken('the arguments of Didi.bookTaxi are not an object') },
  { name: 'a broken call spoils the answer', text: '[{"app": "Didi", "tool": "bookTaxi", "arguments": {}}, {"app": "Didi"}]', expected: broken('the call to Didi names no tool') },
  { name: 'unquoted values are not literals', text: '{"app": Didi, "tool": bookTaxi}', expected: broken('no call found; unparsable text at offset 0: unquoted word "Didi"') },
  { name: 'plain data in prose is not a call', text: 'Your usual order is {"drink": "Latte", "size": "large"} but I need to know which store.', expected: broken('no call found in the answer') },
  { name: 'an empty list inside prose is data, not a refusal', text: 'Your cart is [] right now; tell me what to buy and from which app.', expected: broken('no call found in the answer') },
  { name: 'echo in a second format is dropped', text: '{"app": "Didi", "tool": "bookTaxi", "arguments": {"pickupLocation": "Home", "dropoffLocation": "Office"}}\nIn other words: Didi.bookTaxi(pickupLocation="Home", dropoffLocation="Office")', expected: calls('json', taxi) },
]

describe('parseModelText: real-looking answers', () => {
  it('has a row for every format and failure mode', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40)
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length)
  })
  it.each(rows)('$name', ({ text, expected, withRegistry }) => {
    expect(parseModelText(text, withRegistry ? { registry } : {})).toEqual(expected)
  })
})

describe('parseModelText: limits', () => {
  it('rejects answers over the length bound and literals nested deeper than 64', () => {
    expect(parseModelText(' '.repeat(MAX_ANSWER_LENGTH + 1))).toEqual(broken(`the answer is longer than ${MAX_ANSWER_LENGTH} characters`))
    const deep = `{"app": "Didi", "tool": "bookTaxi", "arguments": {"x": ${'['.repeat(70)}${']'.repeat(70)}}}`
    expect(parseModelText(deep)).toMatchObject({ kind: 'format_error', reason: expect.stringContaining('nesting deeper than 64') })
  })
  it('scans long pathological answers in linear time', () => {
    const size = MAX_ANSWER_LENGTH - 10
    for (const unit of ['[{"a": [', 'f(', 'a_b(x=', '<think>', "['", '{', 'Didi_x ( ']) {
      const began = performance.now()
      expect(parseModelText(unit.repeat(Math.floor(size / unit.length))).kind, unit).toBe('format_error')
      // A quadratic scan of this size takes minutes; a generous bound keeps a loaded machine from failing it.
      expect(performance.now() - began, unit).toBeLessThan(5_000)
    }
  })
  it('keeps "__proto__" as a plain argument', () => {
    const r = parseModelText('{"app": "Didi", "tool": "bookTaxi", "arguments": {"__proto__": {"polluted": 1}}}')
    expect(r.kind).toBe('calls')
    if (r.kind !== 'calls') return
    expect(Object.keys(r.calls[0]!.args)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('parseToolCalls', () => {
  it('reads OpenAI native tool calls', () => {
    expect(
      parseToolCalls([
        { function: { name: 'didi_chuxing__bookTaxi', arguments: '{"pickupLocation": "Home", "dropoffLocation": "Office"}' } },
        { function: { name: 'meituan__getMenu', arguments: '' } },
      ]),
    ).toEqual(calls('native', { ...taxi, app: 'didi_chuxing' }, { app: 'meituan', tool: 'getMenu', args: {} }))
  })
  it('treats no tool calls as a refusal and reports broken ones', () => {
    expect(parseToolCalls([])).toEqual({ kind: 'refusal', format: 'native' })
    expect(parseToolCalls([{ function: { name: 'bookTaxi', arguments: '{}' } }])).toEqual(broken('tool call 1 (bookTaxi) names no app; expected <app>__<tool>'))
    expect(parseToolCalls([{ function: { name: 'didi_chuxing__bookTaxi', arguments: '{"pickupLocation": "Ho' } }])).toEqual(
      broken('the arguments of tool call 1 (didi_chuxing__bookTaxi) are a string that is not a JSON object'),
    )
    expect(parseToolCalls([{ function: { name: 'didi_chuxing__bookTaxi', arguments: '[1]' } }])).toEqual(broken('the arguments of tool call 1 (didi_chuxing__bookTaxi) are not an object'))
  })
})

describe('splitQualifiedName', () => {
  it('splits on __, then ., then _ (registry prefix first)', () => {
    expect(splitQualifiedName('didi_chuxing__bookTaxi')).toEqual({ app: 'didi_chuxing', tool: 'bookTaxi' })
    expect(splitQualifiedName('Didi.bookTaxi')).toEqual({ app: 'Didi', tool: 'bookTaxi' })
    expect(splitQualifiedName('netease_cloud_music_play_song', registry)).toEqual({ app: 'netease_cloud_music', tool: 'play_song' })
    expect(splitQualifiedName('netease_cloud_music_play_song')).toEqual({ app: 'netease_cloud_music_play', tool: 'song' })
    expect(splitQualifiedName('bookTaxi')).toBeUndefined()
  })
})

// Arguments a model can write in every syntax: JSON values with finite numbers
const jsonArgument: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Object.is(x, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
  ),
})).value
const identifier = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,12}$/)
const call = fc.record({
  app: fc.stringMatching(/^[A-Z][a-z]{1,8}(_[A-Z][a-z]{1,8})?$/),
  tool: identifier,
  args: fc.dictionary(identifier, jsonArgument, { maxKeys: 5 }),
})

describe('parseModelText: properties', () => {
  it('never throws, whatever the text', () => {
    const alphabet = fc.constantFrom(...'{}[]()"\',:=._ aZ19-\\<>/tTnN\n`'.split(''), 'None', 'true', '<think>', '</think>', '```json', 'Didi_bookTaxi(', '"app"', '"tool"')
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(alphabet, { maxLength: 80 }).map((xs) => xs.join(''))), (text) => {
        const r = parseModelText(text)
        expect(['calls', 'refusal', 'format_error']).toContain(r.kind)
      }),
      { numRuns: 2_000 },
    )
  })
  it('round-trips JSON-serialised calls, in prose and fences', () => {
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 3 }), fc.constantFrom('%', 'Answer:\n```json\n%\n```', '<think>{ hmm [</think>%'), (list, frame) => {
        const json = JSON.stringify(list.map((c) => ({ app: c.app, tool: c.tool, arguments: c.args })))
        const expected = JSON.parse(JSON.stringify(list)) as unknown
        expect(parseModelText(frame.replace('%', () => json))).toEqual({ kind: 'calls', calls: expected, format: 'json' })
      }),
    )
  })
})
