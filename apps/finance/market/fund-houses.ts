/**
 * Real Chinese fund houses (code prefixes follow each house's own numbering habits) and the
 * product lines a bank's fund shelf carries, by fund type. Names are generic product lines; the
 * universe pairs houses with lines per world seed.
 */

export const FUND_TYPES = ['money_market', 'bond', 'hybrid', 'equity', 'index'] as const
export type FundType = (typeof FUND_TYPES)[number]

export interface FundHouse {
  name: string
  nameZh: string
  /** First two digits of the house's fund codes. */
  prefix: string
}

export const fundHouses: readonly FundHouse[] = [
  { name: 'E Fund', nameZh: '易方达', prefix: '11' },
  { name: 'ChinaAMC', nameZh: '华夏', prefix: '00' },
  { name: 'Harvest', nameZh: '嘉实', prefix: '07' },
  { name: 'GF Fund', nameZh: '广发', prefix: '27' },
  { name: 'China Southern', nameZh: '南方', prefix: '20' },
  { name: 'Fullgoal', nameZh: '富国', prefix: '10' },
  { name: 'China Universal', nameZh: '汇添富', prefix: '47' },
  { name: 'Bosera', nameZh: '博时', prefix: '05' },
  { name: 'China Merchants Fund', nameZh: '招商', prefix: '21' },
  { name: 'Tianhong', nameZh: '天弘', prefix: '42' },
  { name: 'ICBC Credit Suisse', nameZh: '工银瑞信', prefix: '48' },
  { name: 'Invesco Great Wall', nameZh: '景顺长城', prefix: '26' },
  { name: 'Zhong Ou', nameZh: '中欧', prefix: '16' },
  { name: 'Penghua', nameZh: '鹏华', prefix: '18' },
]

/** A product line: its English and Chinese name, and what it does to risk and volatility. */
export interface FundLine {
  name: string
  nameZh: string
  /** R1 (lowest) to R5 (highest), as a bank's suitability rating shows it. */
  risk: 1 | 2 | 3 | 4 | 5
  /** Daily volatility of the NAV. */
  vol: number
  /** Expected yearly return. */
  drift: number
}

export const fundLines: Readonly<Record<FundType, readonly FundLine[]>> = {
  money_market: [
    { name: 'Money Market', nameZh: '货币', risk: 1, vol: 0, drift: 0.016 },
    { name: 'Cash Treasure Money Market', nameZh: '现金宝货币', risk: 1, vol: 0, drift: 0.015 },
    { name: 'Daily Income Money Market', nameZh: '日日盈货币', risk: 1, vol: 0, drift: 0.014 },
    { name: 'Wealth Money Market', nameZh: '财富宝货币', risk: 1, vol: 0, drift: 0.017 },
    { name: 'Cash Management Money Market', nameZh: '现金管理货币', risk: 1, vol: 0, drift: 0.015 },
  ],
  bond: [
    { name: 'Pure Bond', nameZh: '纯债债券', risk: 2, vol: 0.0008, drift: 0.032 },
    { name: 'Short-term Bond', nameZh: '短债债券', risk: 2, vol: 0.0004, drift: 0.025 },
    { name: 'Credit Select Bond', nameZh: '信用精选债券', risk: 2, vol: 0.001, drift: 0.035 },
    { name: 'Government Bond', nameZh: '国债债券', risk: 2, vol: 0.0009, drift: 0.028 },
    { name: 'Enhanced Income Bond', nameZh: '增强收益债券', risk: 3, vol: 0.0025, drift: 0.045 },
    { name: 'Stable Income Bond', nameZh: '稳健收益债券', risk: 2, vol: 0.0007, drift: 0.03 },
  ],
  hybrid: [
    { name: 'Stable Growth Bond-focused Hybrid', nameZh: '稳健增利偏债混合', risk: 2, vol: 0.003, drift: 0.045 },
    { name: 'Balanced Allocation Hybrid', nameZh: '均衡配置混合', risk: 3, vol: 0.009, drift: 0.06 },
    { name: 'Flexible Allocation Hybrid', nameZh: '灵活配置混合', risk: 3, vol: 0.01, drift: 0.06 },
    { name: 'Blue Chip Select Hybrid', nameZh: '蓝筹精选混合', risk: 4, vol: 0.013, drift: 0.07 },
    { name: 'Value Growth Hybrid', nameZh: '价值成长混合', risk: 4, vol: 0.013, drift: 0.07 },
    { name: 'Consumer Upgrade Hybrid', nameZh: '消费升级混合', risk: 4, vol: 0.014, drift: 0.07 },
    { name: 'New Economy Hybrid', nameZh: '新经济混合', risk: 4, vol: 0.015, drift: 0.075 },
  ],
  equity: [
    { name: 'Core Assets Equity', nameZh: '核心资产股票', risk: 4, vol: 0.013, drift: 0.075 },
    { name: 'Dividend Value Equity', nameZh: '红利价值股票', risk: 4, vol: 0.011, drift: 0.07 },
    { name: 'Consumer Select Equity', nameZh: '消费精选股票', risk: 4, vol: 0.014, drift: 0.075 },
    { name: 'Advanced Manufacturing Equity', nameZh: '高端制造股票', risk: 4, vol: 0.016, drift: 0.08 },
    { name: 'Healthcare Innovation Equity', nameZh: '医疗创新股票', risk: 5, vol: 0.019, drift: 0.08 },
    { name: 'Tech Innovation Equity', nameZh: '科技创新股票', risk: 5, vol: 0.02, drift: 0.085 },
    { name: 'New Energy Equity', nameZh: '新能源股票', risk: 5, vol: 0.021, drift: 0.08 },
    { name: 'Semiconductor Equity', nameZh: '半导体股票', risk: 5, vol: 0.023, drift: 0.085 },
  ],
  index: [
    { name: 'CSI 300 Index', nameZh: '沪深300指数', risk: 4, vol: 0.012, drift: 0.06 },
    { name: 'CSI 500 Index', nameZh: '中证500指数', risk: 4, vol: 0.014, drift: 0.065 },
    { name: 'SSE 50 Index', nameZh: '上证50指数', risk: 4, vol: 0.011, drift: 0.055 },
    { name: 'CSI Dividend Index', nameZh: '中证红利指数', risk: 4, vol: 0.009, drift: 0.06 },
    { name: 'CSI 1000 Index', nameZh: '中证1000指数', risk: 4, vol: 0.016, drift: 0.065 },
    { name: 'ChiNext Index', nameZh: '创业板指数', risk: 5, vol: 0.019, drift: 0.07 },
    { name: 'STAR 50 Index', nameZh: '科创50指数', risk: 5, vol: 0.021, drift: 0.07 },
    { name: 'Nasdaq-100 Index (QDII)', nameZh: '纳斯达克100指数(QDII)', risk: 5, vol: 0.014, drift: 0.09 },
  ],
}

/** How a bank's fund shelf names each type, with the words people use for it. */
export const fundTypeInfo: Readonly<Record<FundType, { label: string; labelZh: string; words: readonly string[] }>> = {
  money_market: { label: 'Money market', labelZh: '货币型', words: ['money market', 'money-market', 'moneymarket', 'mmf', 'money fund', 'cash', 'cash management', 'currency', '货币', '货币型', '货币基金', '余额宝'] },
  bond: { label: 'Bond', labelZh: '债券型', words: ['bond', 'bonds', 'fixed income', 'debt', 'credit', '债券', '债券型', '债基', '纯债'] },
  hybrid: { label: 'Hybrid', labelZh: '混合型', words: ['hybrid', 'mixed', 'balanced', 'allocation', 'mixed asset', 'multi asset', '混合', '混合型', '偏股混合', '偏债混合'] },
  equity: { label: 'Equity', labelZh: '股票型', words: ['equity', 'equities', 'stock', 'stocks', 'growth', 'active equity', '股票', '股票型', '股基'] },
  index: { label: 'Index', labelZh: '指数型', words: ['index', 'indexed', 'index fund', 'etf', 'etfs', 'passive', 'tracker', '指数', '指数型', '指数基金', 'etf联接'] },
}

export const riskLabels: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: 'R1 Low (谨慎型)',
  2: 'R2 Medium-low (稳健型)',
  3: 'R3 Medium (平衡型)',
  4: 'R4 Medium-high (进取型)',
  5: 'R5 High (激进型)',
}
