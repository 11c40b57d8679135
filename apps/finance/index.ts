import type { App } from '../kit/index.ts'
import { bank } from './bank.ts'
import { tonghuashun } from './tonghuashun.ts'

// Finance apps
export { bank } from './bank.ts'
export { tonghuashun } from './tonghuashun.ts'
export type { BankState, FundHolding, FundOrder } from './fund-account.ts'
export type { StockAccountState, Position, StockOrder } from './stock-account.ts'

// Investor rules both apps apply, and the market data behind them (for tests and comparisons)
export { MONTHLY_LIMIT_CNY, isLowIncome, openingBalance } from './investor.ts'
export { fundUniverse, fundsOfType, resolveFund, resolveFundType } from './market/funds.ts'
export type { Fund } from './market/funds.ts'
export { fundQuote, unitValue } from './market/fund-market.ts'
export { resolveStock, stockQuote, sectorQuotes, hotStockOf } from './market/stock-market.ts'
export { stockListings } from './market/stocks.ts'
export { resolveSector, SECTORS } from './market/sectors.ts'
export { dayIndexOf } from './market/days.ts'

// Every finance app, for the catalog
export const financeApps: readonly App[] = [bank, tonghuashun]
