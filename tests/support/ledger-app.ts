import { z } from 'zod'
import { conflict, defineApp, defineTool, notFound } from '../../apps/kit/index.ts'

/** A deliberately small app for testing the kit and sessions apart from the real catalog. */
interface LedgerState {
  balance: number
  entries: Record<string, { id: string; amount: number; memo: string; at: number; voided: boolean }>
}

const entry = z.object({ id: z.string(), amount: z.number(), memo: z.string(), at: z.number(), voided: z.boolean() })

export const ledger = defineApp<LedgerState>({
  id: 'test_ledger',
  name: 'Test Ledger',
  aliases: ['Ledger_App', 'The Ledger'],
  domain: 'finance',
  description: 'A toy ledger used by the kit tests.',
  traits: { price: 'free' },
  policies: [
    {
      id: 'ledger.minor_limit',
      rule: 'Users under 18 may not withdraw more than 100 at once.',
      tools: ['withdraw'],
      check: (args, user) => (user.age < 18 && (args.amount as number) > 100 ? 'Minors may withdraw at most 100 at once' : undefined),
    },
  ],
  initialState: () => ({ balance: 0, entries: {} }),
  tools: [
    defineTool({
      name: 'deposit',
      description: 'Adds money.',
      effect: 'write',
      input: z.object({ amount: z.number().positive().describe('Amount'), memo: z.string().max(50).optional().describe('Memo') }),
      output: entry.extend({ balance: z.number() }),
      run(state: LedgerState, args, ctx) {
        const id = ctx.ids.next('ent')
        state.entries[id] = { id, amount: args.amount, memo: args.memo ?? '', at: ctx.now, voided: false }
        state.balance += args.amount
        return { ...state.entries[id]!, balance: state.balance }
      },
    }),
    defineTool({
      name: 'withdraw',
      description: 'Takes money out; refused when the balance is short.',
      effect: 'write',
      input: z.object({ amount: z.number().positive().describe('Amount') }),
      output: entry.extend({ balance: z.number() }),
      run(state: LedgerState, args, ctx) {
        const id = ctx.ids.next('ent')
        // Write first, then refuse: proves a failed call's partial writes are discarded.
        state.entries[id] = { id, amount: -args.amount, memo: 'withdrawal', at: ctx.now, voided: false }
        state.balance -= args.amount
        if (state.balance < 0) throw conflict(`Insufficient balance for ${args.amount}`)
        return { ...state.entries[id]!, balance: state.balance }
      },
    }),
    defineTool({
      name: 'voidEntry',
      description: 'Voids an entry.',
      effect: 'write',
      input: z.object({ entryId: z.string().describe('Entry id') }),
      output: entry,
      run(state: LedgerState, args) {
        const e = state.entries[args.entryId]
        if (!e) throw notFound(`No entry ${args.entryId}`)
        if (e.voided) throw conflict(`Entry ${args.entryId} is already voided`)
        e.voided = true
        state.balance -= e.amount
        if (state.balance < 0) throw conflict(`Voiding ${args.entryId} would overdraw the ledger`)
        return e
      },
    }),
    defineTool({
      name: 'getBalance',
      description: 'Reads the balance.',
      effect: 'read',
      input: z.object({}),
      output: z.object({ balance: z.number(), entries: z.number() }),
      run: (state: LedgerState) => ({ balance: state.balance, entries: Object.keys(state.entries).length }),
    }),
    defineTool({
      name: 'crash',
      description: 'A handler bug, for the 500 path.',
      effect: 'write',
      input: z.object({}),
      output: z.object({}),
      run(state: LedgerState) {
        state.balance = -999
        throw new TypeError('boom')
      },
    }),
  ],
})
