/** China's domestic airlines with the flight-number ranges they use and what they fly. */
export interface Airline {
  code: string
  name: string
  zh: string
  /** Flight numbers are drawn from [lo, hi]. */
  numbers: readonly [number, number]
  /** Low-cost carriers sell economy only, a little cheaper. */
  lowCost?: boolean
}

export const AIRLINES: Readonly<Record<string, Airline>> = {
  CA: { code: 'CA', name: 'Air China', zh: '中国国际航空', numbers: [1101, 1999] },
  MU: { code: 'MU', name: 'China Eastern Airlines', zh: '东方航空', numbers: [5101, 5999] },
  CZ: { code: 'CZ', name: 'China Southern Airlines', zh: '南方航空', numbers: [3101, 3999] },
  HU: { code: 'HU', name: 'Hainan Airlines', zh: '海南航空', numbers: [7101, 7899] },
  ZH: { code: 'ZH', name: 'Shenzhen Airlines', zh: '深圳航空', numbers: [9101, 9899] },
  MF: { code: 'MF', name: 'XiamenAir', zh: '厦门航空', numbers: [8101, 8599] },
  '3U': { code: '3U', name: 'Sichuan Airlines', zh: '四川航空', numbers: [8601, 8999] },
  FM: { code: 'FM', name: 'Shanghai Airlines', zh: '上海航空', numbers: [9101, 9599] },
  HO: { code: 'HO', name: 'Juneyao Air', zh: '吉祥航空', numbers: [1001, 1299] },
  '9C': { code: '9C', name: 'Spring Airlines', zh: '春秋航空', numbers: [8501, 8999], lowCost: true },
  GS: { code: 'GS', name: 'Tianjin Airlines', zh: '天津航空', numbers: [7401, 7899] },
  GJ: { code: 'GJ', name: 'Loong Air', zh: '长龙航空', numbers: [8601, 8999] },
  SC: { code: 'SC', name: 'Shandong Airlines', zh: '山东航空', numbers: [4601, 4999] },
  QW: { code: 'QW', name: 'Qingdao Airlines', zh: '青岛航空', numbers: [9701, 9899] },
}

/** Narrow-bodies fly most routes; trunk routes between the big four also see wide-bodies. */
export const NARROW_BODIES = ['Airbus A320neo', 'Airbus A321neo', 'Boeing 737-800', 'Boeing 737 MAX 8'] as const
export const WIDE_BODIES = ['Airbus A330-300', 'Boeing 787-9', 'Airbus A350-900'] as const
