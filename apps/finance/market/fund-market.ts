import { hashString, type ToolContext } from '../../kit/index.ts'
import { dateOfDay, firstDayOfYear, previousTradingDay, tradingDayOnOrBefore } from './days.ts'
import { riskLabels, fundTypeInfo } from './fund-houses.ts'
import type { Fund } from './funds.ts'
import { closeOn } from './price-path.ts'

/**
 * A fund's published figures on a virtual day: NAV, returns, and for money-market funds the 7-day
 * yield. A pure function of (world seed, fund, day). Money-market shares stay at ¥1.00 and the
 * income is paid as new shares, so their value grows through a daily index instead of the NAV.
 */

export interface FundQuote {
  code: string
  name: string
  nameZh: string
  fundHouse: string
  type: string
  typeZh: string
  riskLevel: string
  riskRating: number
  manager: string
  inception: string
  sizeBillionCny: number
  nav: number
  navDate: string
  dailyChangePct: number
  return1mPct: number
  return1yPct: number
  sevenDayYieldPct?: number
  per10kIncome?: number
  purchaseFeePct: number
  listPurchaseFeePct: number
  managementFeePct: number
  custodyFeePct: number
  minPurchase: number
}

type Ctx = Pick<ToolContext, 'memo' | 'worldSeed'>

const round = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d
const ANCHOR_DAY = firstDayOfYear(2026)

/** What one unit is worth on a day: the NAV, or a money-market fund's accrued value per ¥1 share. */
export function unitValue(ctx: Ctx, fund: Fund, day: number): number {
  if (fund.type === 'money_market') return round(Math.exp((fund.spec.drift * (day - ANCHOR_DAY)) / 365), 6)
  return round(closeOn(ctx, fund.spec, tradingDayOnOrBefore(day)), 4)
}

/** Money-market funds publish a 7-day annualised yield that wobbles around their rate. */
function sevenDayYield(fund: Fund, day: number): number {
  const wobble = ((hashString(`${fund.code}:${day}`) % 1000) / 1000 - 0.5) * 0.003
  return round((fund.spec.drift + wobble) * 100, 3)
}

const pctChange = (now: number, then: number): number => round((now / then - 1) * 100, 2)

export function fundQuote(ctx: Ctx, fund: Fund, day: number): FundQuote {
  return ctx.memo(`nav:${fund.code}:${day}`, () => {
    const navDay = tradingDayOnOrBefore(day)
    const value = unitValue(ctx, fund, navDay)
    const mmf = fund.type === 'money_market'
    const yieldPct = sevenDayYield(fund, navDay)
    return Object.freeze({
      code: fund.code,
      name: fund.name,
      nameZh: fund.nameZh,
      fundHouse: `${fund.house} (${fund.houseZh})`,
      type: fundTypeInfo[fund.type].label,
      typeZh: fundTypeInfo[fund.type].labelZh,
      riskLevel: riskLabels[fund.risk],
      riskRating: fund.risk,
      manager: fund.manager,
      inception: fund.inception,
      sizeBillionCny: fund.sizeB,
      nav: mmf ? 1 : value,
      navDate: dateOfDay(navDay),
      dailyChangePct: mmf ? 0 : pctChange(value, unitValue(ctx, fund, previousTradingDay(navDay))),
      return1mPct: pctChange(value, unitValue(ctx, fund, navDay - 30)),
      return1yPct: pctChange(value, unitValue(ctx, fund, navDay - 365)),
      ...(mmf ? { sevenDayYieldPct: yieldPct, per10kIncome: round((10_000 * yieldPct) / 100 / 365, 4) } : {}),
      purchaseFeePct: fund.fees.purchasePct,
      listPurchaseFeePct: fund.fees.listPurchasePct,
      managementFeePct: fund.fees.managementPct,
      custodyFeePct: fund.fees.custodyPct,
      minPurchase: fund.minPurchase,
    })
  })
}

/** Redemption fee by holding period, the way fund contracts tier it (money-market funds charge none). */
export function redemptionFeePct(fund: Fund, daysHeld: number): number {
  if (fund.type === 'money_market') return 0
  if (daysHeld < 7) return 1.5
  if (fund.type === 'bond') return daysHeld < 365 ? 0.1 : 0
  if (daysHeld < 365) return 0.5
  return daysHeld < 730 ? 0.25 : 0
}
