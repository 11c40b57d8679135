/** Tonghuashun's sectors and the words people and models use for them. */

export const SECTORS = ['finance', 'technology', 'healthcare', 'consumer', 'industrials', 'energy', 'materials', 'automotive', 'telecom'] as const
export type Sector = (typeof SECTORS)[number]

export const sectorNamesZh: Readonly<Record<Sector, string>> = {
  finance: '金融',
  technology: '科技',
  healthcare: '医药医疗',
  consumer: '消费',
  industrials: '工业制造',
  energy: '能源电力',
  materials: '原材料',
  automotive: '汽车',
  telecom: '通信',
}

const synonyms: Readonly<Record<Sector, readonly string[]>> = {
  finance: ['financial', 'financials', 'financial services', 'bank', 'banks', 'banking', 'insurance', 'brokerage', 'securities', 'fintech', '金融', '银行', '保险', '券商', '证券'],
  technology: ['tech', 'it', 'information technology', 'semiconductor', 'semiconductors', 'chips', 'electronics', 'software', 'ai', 'artificial intelligence', 'computer', '科技', '电子', '计算机', '半导体', '芯片', '人工智能', '信息技术'],
  healthcare: ['health', 'health care', 'medical', 'medicine', 'pharma', 'pharmaceutical', 'pharmaceuticals', 'biotech', 'biotechnology', 'life sciences', '医药', '医疗', '生物医药', '医药医疗', '医疗器械'],
  consumer: ['consumer staples', 'consumer goods', 'consumer discretionary', 'consumption', 'retail', 'food', 'beverage', 'food and beverage', 'liquor', 'baijiu', 'home appliances', 'appliances', '消费', '白酒', '食品饮料', '家电', '食品'],
  industrials: ['industrial', 'industry', 'machinery', 'manufacturing', 'construction', 'infrastructure', 'engineering', 'equipment', 'batteries', '工业', '机械', '制造', '建筑', '基建', '工业制造', '电池'],
  energy: ['oil', 'gas', 'oil and gas', 'coal', 'power', 'utilities', 'utility', 'electricity', 'new energy', 'renewables', 'renewable energy', 'solar', 'clean energy', '能源', '石油', '煤炭', '电力', '新能源', '光伏', '公用事业', '能源电力'],
  materials: ['basic materials', 'raw materials', 'mining', 'metals', 'gold', 'chemicals', 'chemical', 'steel', '材料', '原材料', '有色', '有色金属', '化工', '钢铁', '矿业'],
  automotive: ['auto', 'autos', 'automobile', 'automobiles', 'car', 'cars', 'ev', 'evs', 'electric vehicles', 'electric vehicle', 'vehicles', '汽车', '新能源车', '新能源汽车', '整车'],
  telecom: ['telecommunications', 'telecommunication', 'telecoms', 'communication', 'communications', 'communication services', 'carriers', '通信', '电信', '运营商'],
}

const fold = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/[\s_\-&/.,'()]+/g, ' ').replace(/\band\b/g, 'and').trim()

const bySynonym = new Map<string, Sector>()
for (const sector of SECTORS) {
  for (const word of [sector, sectorNamesZh[sector], ...synonyms[sector]]) bySynonym.set(fold(word), sector)
}

/** A sector from any of its spellings ('Tech', 'Financials', '医药'), or undefined. */
export function resolveSector(text: string): Sector | undefined {
  const key = fold(text)
  return bySynonym.get(key) ?? bySynonym.get(key.replace(/ (sector|industry|stocks?|shares?)$/, '')) ?? bySynonym.get(key.replace(/(板块|行业|股)$/, ''))
}
