import { invalidArgument, type ToolContext } from '../kit/index.ts'
import type { FundType } from './market/fund-houses.ts'
import { resolveFund, resolveFundType, type Fund } from './market/funds.ts'

/** How the Bank reads a `category`: a fund type in any of its words, or one fund by code or name. */

export const categoryHelp = "'money market', 'bond', 'hybrid' (or 'mixed'), 'equity' or 'index'"

/** A category word, or a fund named by code or name: the shelf it asks for. */
export function readCategory(ctx: ToolContext, text: string): { type: FundType; only?: Fund } {
  const type = resolveFundType(text)
  if (type) return { type }
  const fund = resolveFund(ctx, text)
  if (fund) return { type: fund.type, only: fund }
  throw invalidArgument('category', `"${text}" is neither a fund category nor a fund this bank sells`, `${categoryHelp}, or a fund code or name`)
}

