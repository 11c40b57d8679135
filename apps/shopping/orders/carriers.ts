import { hashString, type Rng } from '../../kit/index.ts'

/** Chinese express carriers and the shape of their waybill numbers. */
const waybills = {
  'SF Express': { prefix: 'SF', digits: 13 },
  'JD Logistics': { prefix: 'JDV', digits: 12 },
  'ZTO Express': { prefix: '78', digits: 12 },
  'YTO Express': { prefix: 'YT', digits: 13 },
  'Yunda Express': { prefix: '43', digits: 13 },
  'STO Express': { prefix: '77', digits: 13 },
  'J&T Express': { prefix: 'JT', digits: 13 },
  'China Post EMS': { prefix: '11', digits: 11 },
  'Cainiao Global': { prefix: 'LP', digits: 14 },
  UPS: { prefix: '1Z', digits: 16 },
  'DHL Express': { prefix: '', digits: 10 },
} as const

export type CarrierName = keyof typeof waybills

export function trackingNumber(carrier: CarrierName, rng: Rng): string {
  const { prefix, digits } = waybills[carrier]
  let n = String(rng.int(1, 9))
  while (n.length < digits) n += String(rng.int(0, 9))
  return prefix + n
}

const surnames = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu']
const phonePrefixes = ['138', '139', '135', '136', '150', '151', '158', '186', '187', '177', '199']

/** The courier of a waybill, derived from its number (stable without storing it). */
export function courierOf(waybill: string): string {
  const h = hashString(waybill)
  const surname = surnames[h % surnames.length]!
  const prefix = phonePrefixes[(h >>> 8) % phonePrefixes.length]!
  const tail = String((h >>> 4) % 10000).padStart(4, '0')
  return `courier ${surname} (${prefix}****${tail})`
}
