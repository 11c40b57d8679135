import { describe, expect, it } from 'vitest'
import { parseModelText } from '../harness/parse/index.ts'

// PTBench asks for `platform:[func(param=value)]` and adds the braces itself: the harness's own parser reads it too.
describe('PTBench answers without braces', () => {
  it('reads a list of calls, or one call, under the platform', () => {
    expect(parseModelText('Didi:[bookTaxi(pickupLocation="Home", taxiType="Premier"), getRideStatus(rideId="r1")]')).toEqual({
      kind: 'calls',
      format: 'ptbench',
      calls: [
        { app: 'Didi', tool: 'bookTaxi', args: { pickupLocation: 'Home', taxiType: 'Premier' } },
        { app: 'Didi', tool: 'getRideStatus', args: { rideId: 'r1' } },
      ],
    })
    expect(parseModelText('didi_chuxing: bookTaxi(pickupLocation="Home")')).toMatchObject({ kind: 'calls', calls: [{ app: 'didi_chuxing', tool: 'bookTaxi' }] })
  })

  it('leaves prose with a colon alone', () => {
    expect(parseModelText('Note: nothing to book today')).toMatchObject({ kind: 'format_error' })
    expect(parseModelText('Answer: {"app": "didi_chuxing", "tool": "bookTaxi", "arguments": {}}')).toMatchObject({ kind: 'calls', format: 'json' })
  })
})
