import type { Lexicon, Say } from '../phrasing.ts'
import { join, withArticle, type Render } from './shared.ts'

/* Funds and stocks: "Put ¥2,000 into a bond fund", "How are consumer stocks doing?". */

const PAY = [', paying with {v}', ', from my {v}', ', using {v}'] as const
const STOCK_SECTORS = new Set(['finance', 'technology', 'healthcare', 'consumer', 'industrials', 'energy', 'materials', 'automotive', 'telecom'])
const isCode = (v: string) => /^\d{6}$/.test(v)

/** Funds browsed, singular so the words stay the value's: "bond fund", "fund 000001". */
const funds: Render = (v) => (typeof v !== 'string' ? undefined : isCode(v) ? `fund ${v}` : /fund/i.test(v) ? v : `${v} fund`)
/** One fund bought: "a bond fund", "fund 000001". */
const aFund: Render = (v) => (typeof v !== 'string' ? undefined : isCode(v) ? `fund ${v}` : withArticle(/fund/i.test(v) ? v : `${v} fund`))
/** A fund held: "bond fund", "fund 000001" (after "my"). */
const myFund: Render = (v) => (typeof v !== 'string' ? undefined : isCode(v) ? `fund ${v}` : /fund/i.test(v) ? v : `${v} fund`)
/** Stocks browsed: "consumer stocks", "Moutai", "stock 600519". */
const stocks: Render = (v) => (typeof v !== 'string' ? undefined : STOCK_SECTORS.has(v.toLowerCase()) ? `${v} stocks` : /^\d+$/.test(v) ? `stock ${v}` : v)
/** Where shares are bought: "the consumer sector", "Moutai", "stock 600519". */
const sectorOrStock: Render = (v) => (typeof v !== 'string' ? undefined : STOCK_SECTORS.has(v.toLowerCase()) ? `the ${v} sector` : /^\d+$/.test(v) ? `stock ${v}` : v)
const shares: Render = (v, say) => (typeof v === 'number' ? `${say.count(v)} ${v === 1 ? 'share' : 'shares'}` : undefined)

/** Large yuan amounts as people say them: "¥500", "¥20 billion". */
const bigMoney = (n: number, say: Say) => (n >= 1e9 ? `¥${+(n / 1e9).toFixed(1)} billion` : n >= 1e6 ? `¥${+(n / 1e6).toFixed(1)} million` : say.money(n))
const marketCap: Render = (v, say) => {
  if (!Array.isArray(v) || v.length !== 2) return undefined
  const [lo, hi] = v as unknown[]
  if (typeof lo !== 'number' || typeof hi !== 'number') return undefined
  return hi < 0 ? `with a market cap of at least ${bigMoney(lo, say)}` : `with a market cap between ${bigMoney(lo, say)} and ${bigMoney(hi, say)}`
}

export const financeLexicon: Lexicon = {
  getFundDetails: {
    intents: ['Show me some {category} options', 'Pull up {category} details{rest}', 'What {category} options are there{rest}?', 'Show me some funds', 'Pull up fund information', 'I want to look into funds'],
    usual: ['Check on the funds I usually look at', 'Show me my usual kind of fund', 'Pull up the fund I normally buy'],
    params: { category: ['for {v}'], riskLevel: [', {v} ones only', ', only the {v} ones'], priceRange: [', priced {v} per share'] },
    render: {
      category: funds,
      riskLevel: (v) => (typeof v === 'string' ? `${v}-risk` : undefined),
      priceRange: (v) => (Array.isArray(v) ? join(v.map(String), 'or') : undefined),
    },
  },
  buyFund: {
    intents: ['Put {amount} into {category}', 'Invest {amount} in {category}', 'Buy {category} for me', 'I want to buy a fund', 'Invest some money in a fund for me', 'Can you buy a fund for me'],
    usual: ['Make my usual fund purchase', 'Buy my regular fund like I always do', 'Make my monthly fund investment'],
    params: { category: [', namely {v}'], amount: [', {v} worth', ', for {v}'], paymentMethod: PAY },
    render: { category: aFund, amount: (v, say) => (typeof v === 'number' ? say.money(v) : undefined) },
  },
  redeemFund: {
    intents: ['Sell {shares} of my {fund}', 'Redeem {shares} of my {fund}', 'Cash out my {fund}', 'Redeem some fund shares for me', 'I want to cash out some fund shares'],
    usual: ['Cash out of my fund the way I usually do', 'Redeem my usual fund'],
    params: { fund: [', from my {v}'], shares: [', {v}', ', {v} in total'] },
    render: { fund: myFund, shares },
  },
  getFundHoldings: {
    intents: ['Show me my fund holdings', 'How are my funds doing', 'What funds do I hold', 'Can you check my fund account'],
    params: {},
  },
  getStockDetails: {
    intents: ['Show me {sector}', 'Pull up quotes for {sector}', 'How are {sector} doing{rest}?', "What's happening with {sector}{rest}?", 'Give me quotes for {sector}', 'Show me some stock quotes', 'Pull up stock prices', 'Can you get me some stock details'],
    usual: ['Check the stocks I usually watch', 'Show me my usual stock quotes', 'How are the stocks I follow doing'],
    params: { sector: ['for {v}'], marketCapRange: ['{v}', ', {v}'], priceRange: [', priced {v} for their sector'] },
    render: { sector: stocks, marketCapRange: marketCap },
  },
  buyStock: {
    intents: ['Buy {amount} in {sector}', 'Get me {amount} in {sector}', 'Buy some stock in {sector} for me', 'Buy some stock for me', 'I want to buy stock', 'Can you place a buy order for me'],
    usual: ['Make my usual stock purchase', 'Buy stock the way I usually do', 'Buy a lot of my usual stock'],
    params: { sector: ['in {v}'], amount: [', {v}', ', {v} in total'], paymentMethod: [', paying with {v}', ', funded by {v}'] },
    render: { sector: sectorOrStock, amount: shares },
  },
  sellStock: {
    intents: ['Sell {amount} of {stock}', 'Sell my {stock} shares', 'Sell some of my shares', 'I want to sell some shares', 'Can you sell part of my holdings'],
    usual: ['Sell my usual position', 'Take some profit on my stock like I usually do'],
    params: { stock: ['in {v}'], amount: [', {v}', ', {v} in total'] },
    render: { stock: (v) => (typeof v === 'string' ? (/^\d+$/.test(v) ? `stock ${v}` : v) : undefined), amount: shares },
  },
  getPortfolio: {
    intents: ['Show me my stock portfolio', 'How are my stocks doing', "What's in my portfolio", 'Can you check my stock positions'],
    params: {},
  },
}
