import type { Sector } from './sectors.ts'

/**
 * Real A-share companies Tonghuashun lists, with their codes. The price is the level the seeded walk
 * starts 2026 from (near where the stock traded), shares outstanding in billions, and earnings per
 * share for the P/E. `hot` marks the sector's most-watched stock (同花顺人气榜), the one a buy by
 * sector fills with.
 */
export interface StockListing {
  code: string
  name: string
  nameZh: string
  sector: Sector
  industry: string
  price: number
  sharesB: number
  eps: number
  aliases: readonly string[]
  hot?: true
}

type Row = [code: string, name: string, nameZh: string, sector: Sector, industry: string, price: number, sharesB: number, eps: number, aliases: string[], hot?: 1]

const rows: Row[] = [
  ['600036', 'China Merchants Bank', '招商银行', 'finance', 'Banking', 42.1, 25.22, 5.92, ['CMB', 'Zhaoshang Bank', '招行'], 1],
  ['601318', 'Ping An Insurance', '中国平安', 'finance', 'Insurance', 55.3, 18.21, 6.5, ['Ping An', 'PingAn', '平安']],
  ['601398', 'ICBC', '工商银行', 'finance', 'Banking', 7.12, 356.41, 1.03, ['Industrial and Commercial Bank of China', '工行']],
  ['600030', 'CITIC Securities', '中信证券', 'finance', 'Brokerage', 28.4, 14.82, 1.45, ['CITIC', '中信']],
  ['300059', 'East Money Information', '东方财富', 'finance', 'Brokerage & fintech', 23.6, 15.79, 0.61, ['East Money', 'Eastmoney', '东财']],
  ['601166', 'Industrial Bank', '兴业银行', 'finance', 'Banking', 20.3, 20.77, 3.66, ['CIB', '兴业']],
  ['002230', 'iFlytek', '科大讯飞', 'technology', 'AI & speech software', 49.8, 2.31, 0.25, ['iFLYTEK', 'Keda Xunfei', '讯飞'], 1],
  ['601138', 'Foxconn Industrial Internet', '工业富联', 'technology', 'Electronics manufacturing', 44.5, 19.86, 1.18, ['FII', 'Foxconn', '富联']],
  ['688981', 'SMIC', '中芯国际', 'technology', 'Semiconductors', 89.6, 7.98, 0.49, ['Semiconductor Manufacturing International', '中芯']],
  ['002415', 'Hikvision', '海康威视', 'technology', 'Security equipment', 30.2, 9.24, 1.31, ['Hangzhou Hikvision', '海康']],
  ['000725', 'BOE Technology', '京东方A', 'technology', 'Display panels', 4.32, 37.65, 0.15, ['BOE', '京东方']],
  ['002475', 'Luxshare Precision', '立讯精密', 'technology', 'Electronics manufacturing', 39.7, 7.24, 1.93, ['Luxshare', '立讯']],
  ['000063', 'ZTE', '中兴通讯', 'technology', 'Telecom equipment', 35.1, 4.78, 1.9, ['ZTE Corporation', '中兴']],
  ['688256', 'Cambricon Technologies', '寒武纪', 'technology', 'AI chips', 598, 0.42, 1.52, ['Cambricon']],
  ['600276', 'Jiangsu Hengrui Pharmaceuticals', '恒瑞医药', 'healthcare', 'Pharmaceuticals', 54.9, 6.38, 1.02, ['Hengrui', 'Hengrui Medicine', '恒瑞'], 1],
  ['603259', 'WuXi AppTec', '药明康德', 'healthcare', 'Contract research (CRO)', 69.8, 2.89, 3.3, ['WuXi', 'Wuxi AppTec', '药明']],
  ['300760', 'Mindray Medical', '迈瑞医疗', 'healthcare', 'Medical devices', 231, 1.21, 9.5, ['Mindray', '迈瑞']],
  ['600436', 'Pien Tze Huang', '片仔癀', 'healthcare', 'Traditional Chinese medicine', 198, 0.6, 4.9, ['Zhangzhou Pientzehuang', 'PTH']],
  ['300015', 'Aier Eye Hospital', '爱尔眼科', 'healthcare', 'Hospitals', 12.9, 9.33, 0.4, ['Aier', '爱尔']],
  ['000538', 'Yunnan Baiyao', '云南白药', 'healthcare', 'Traditional Chinese medicine', 57.2, 1.78, 2.6, ['Baiyao', '白药']],
  ['600519', 'Kweichow Moutai', '贵州茅台', 'consumer', 'Baijiu', 1452, 1.256, 68.6, ['Moutai', 'Maotai', 'Kweichow Maotai', '茅台'], 1],
  ['000858', 'Wuliangye Yibin', '五粮液', 'consumer', 'Baijiu', 121.5, 3.88, 8.2, ['Wuliangye', 'WLY']],
  ['000333', 'Midea Group', '美的集团', 'consumer', 'Home appliances', 75.4, 7.6, 5.1, ['Midea', '美的']],
  ['600887', 'Yili Group', '伊利股份', 'consumer', 'Dairy', 28.3, 6.37, 1.6, ['Yili', 'Inner Mongolia Yili', '伊利']],
  ['603288', 'Foshan Haitian', '海天味业', 'consumer', 'Condiments', 40.6, 5.56, 1.12, ['Haitian', 'Haitian Flavouring', '海天']],
  ['000651', 'Gree Electric', '格力电器', 'consumer', 'Home appliances', 42.3, 5.6, 5.3, ['Gree', '格力']],
  ['600031', 'Sany Heavy Industry', '三一重工', 'industrials', 'Construction machinery', 20.4, 8.48, 0.9, ['Sany', 'SANY', '三一'], 1],
  ['300750', 'CATL', '宁德时代', 'industrials', 'Batteries', 262, 4.4, 11.5, ['Contemporary Amperex Technology', 'Contemporary Amperex', 'Ningde Shidai', '宁德']],
  ['601766', 'CRRC', '中国中车', 'industrials', 'Rail equipment', 7.46, 28.7, 0.43, ['CRRC Corporation', '中车']],
  ['601668', 'China State Construction', '中国建筑', 'industrials', 'Construction', 5.62, 41.6, 1.2, ['CSCEC', '中建']],
  ['300124', 'Inovance Technology', '汇川技术', 'industrials', 'Industrial automation', 64.8, 2.69, 1.78, ['Inovance', '汇川']],
  ['601088', 'China Shenhua Energy', '中国神华', 'energy', 'Coal & power', 39.8, 19.87, 3.0, ['Shenhua', 'China Shenhua', '神华'], 1],
  ['601857', 'PetroChina', '中国石油', 'energy', 'Oil & gas', 8.52, 183.02, 0.89, ['Petro China', 'CNPC', '中石油']],
  ['600028', 'Sinopec', '中国石化', 'energy', 'Oil & gas', 6.04, 121.07, 0.5, ['China Petroleum & Chemical', '中石化']],
  ['600900', 'China Yangtze Power', '长江电力', 'energy', 'Hydropower', 29.1, 24.47, 1.4, ['Yangtze Power', 'CYPC', '长电']],
  ['601012', 'LONGi Green Energy', '隆基绿能', 'energy', 'Solar', 18.2, 7.58, -0.62, ['LONGi', 'Longi', '隆基']],
  ['300274', 'Sungrow Power Supply', '阳光电源', 'energy', 'Solar inverters & storage', 91.5, 2.07, 5.3, ['Sungrow', '阳光']],
  ['601899', 'Zijin Mining', '紫金矿业', 'materials', 'Gold & copper mining', 19.8, 26.58, 1.2, ['Zijin', '紫金'], 1],
  ['600309', 'Wanhua Chemical', '万华化学', 'materials', 'Chemicals', 60.2, 3.14, 4.1, ['Wanhua', '万华']],
  ['600019', 'Baoshan Iron & Steel', '宝钢股份', 'materials', 'Steel', 7.03, 21.77, 0.33, ['Baosteel', 'Baowu', '宝钢']],
  ['002594', 'BYD', '比亚迪', 'automotive', 'Electric vehicles', 104.6, 9.12, 4.5, ['BYD Company', 'Build Your Dreams', 'Biyadi'], 1],
  ['601633', 'Great Wall Motor', '长城汽车', 'automotive', 'Automobiles', 23.8, 8.56, 1.5, ['Great Wall', 'GWM', '长城']],
  ['601127', 'Seres Group', '赛力斯', 'automotive', 'Electric vehicles', 131, 1.63, 3.6, ['Seres', 'AITO']],
  ['600104', 'SAIC Motor', '上汽集团', 'automotive', 'Automobiles', 16.9, 11.58, 0.15, ['SAIC', '上汽']],
  ['600941', 'China Mobile', '中国移动', 'telecom', 'Telecom operator', 104.3, 21.53, 6.6, ['ChinaMobile', '移动'], 1],
  ['601728', 'China Telecom', '中国电信', 'telecom', 'Telecom operator', 7.05, 91.51, 0.37, ['ChinaTelecom', '电信']],
  ['600050', 'China Unicom', '中国联通', 'telecom', 'Telecom operator', 5.48, 31.8, 0.3, ['Unicom', '联通']],
]

export const stockListings: readonly StockListing[] = Object.freeze(
  rows.map(([code, name, nameZh, sector, industry, price, sharesB, eps, aliases, hot]) =>
    Object.freeze({ code, name, nameZh, sector, industry, price, sharesB, eps, aliases: Object.freeze(aliases), ...(hot ? { hot: true as const } : {}) }),
  ),
)

/** Exchange of a code: Shanghai (6xxxxx) or Shenzhen (0xxxxx, 3xxxxx). */
export const exchangeOf = (code: string): 'SH' | 'SZ' => (code.startsWith('6') ? 'SH' : 'SZ')

/** Board of a code; ChiNext (300/301) and STAR (688) move up to ±20% a day, the main boards ±10%. */
export function boardOf(code: string): { board: 'Main Board' | 'ChiNext' | 'STAR Market'; limit: number } {
  if (code.startsWith('688')) return { board: 'STAR Market', limit: 0.2 }
  if (code.startsWith('300') || code.startsWith('301')) return { board: 'ChiNext', limit: 0.2 }
  return { board: 'Main Board', limit: 0.1 }
}
