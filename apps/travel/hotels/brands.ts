/**
 * Hotel brands travellers in China book, by Ctrip's four grades: budget (经济型), comfort (舒适型),
 * upscale (高档型) and luxury (豪华型), with a typical Beijing nightly rate for a standard room.
 */
export const HOTEL_GRADES = ['budget', 'comfort', 'upscale', 'luxury'] as const
export type HotelGrade = (typeof HOTEL_GRADES)[number]

export const STARS: Readonly<Record<HotelGrade, number>> = { budget: 2, comfort: 3, upscale: 4, luxury: 5 }

export interface HotelBrand {
  key: string
  name: string
  zh: string
  grade: HotelGrade
  /** Standard room, one night, Beijing, weekday (CNY). */
  baseRate: number
  /**
   * How a branch is named: domestic chains put the branch in brackets ("Hanting Hotel (Beijing
   * South Railway Station)", 汉庭酒店(北京南站店)); international brands put the city and district
   * after the brand ("Crowne Plaza Beijing Haidian"), and a luxury brand has one hotel a city.
   */
  style: 'branch' | 'city'
}

export const BRANDS: readonly HotelBrand[] = [
  { key: 'hanting', name: 'Hanting Hotel', zh: '汉庭酒店', grade: 'budget', baseRate: 239, style: 'branch' },
  { key: 'home_inn', name: 'Home Inn', zh: '如家酒店', grade: 'budget', baseRate: 219, style: 'branch' },
  { key: 'jinjiang_inn', name: 'Jinjiang Inn', zh: '锦江之星', grade: 'budget', baseRate: 229, style: 'branch' },
  { key: '7days', name: '7 Days Inn', zh: '7天酒店', grade: 'budget', baseRate: 189, style: 'branch' },
  { key: 'ibis', name: 'ibis Hotel', zh: '宜必思酒店', grade: 'budget', baseRate: 269, style: 'branch' },
  { key: 'greentree', name: 'GreenTree Inn', zh: '格林豪泰酒店', grade: 'budget', baseRate: 199, style: 'branch' },
  { key: 'ji_hotel', name: 'Ji Hotel', zh: '全季酒店', grade: 'comfort', baseRate: 399, style: 'branch' },
  { key: 'atour', name: 'Atour Hotel', zh: '亚朵酒店', grade: 'comfort', baseRate: 489, style: 'branch' },
  { key: 'orange', name: 'Orange Hotel', zh: '桔子酒店', grade: 'comfort', baseRate: 419, style: 'branch' },
  { key: 'vienna', name: 'Vienna Hotel', zh: '维也纳酒店', grade: 'comfort', baseRate: 359, style: 'branch' },
  { key: 'holiday_inn_express', name: 'Holiday Inn Express', zh: '智选假日酒店', grade: 'comfort', baseRate: 459, style: 'city' },
  { key: 'atour_s', name: 'Atour S Hotel', zh: '亚朵S酒店', grade: 'upscale', baseRate: 699, style: 'branch' },
  { key: 'crystal_orange', name: 'Crystal Orange Hotel', zh: '桔子水晶酒店', grade: 'upscale', baseRate: 659, style: 'branch' },
  { key: 'courtyard', name: 'Courtyard by Marriott', zh: '万怡酒店', grade: 'upscale', baseRate: 789, style: 'city' },
  { key: 'crowne_plaza', name: 'Crowne Plaza', zh: '皇冠假日酒店', grade: 'upscale', baseRate: 759, style: 'city' },
  { key: 'novotel', name: 'Novotel', zh: '诺富特酒店', grade: 'upscale', baseRate: 689, style: 'city' },
  { key: 'hilton_garden_inn', name: 'Hilton Garden Inn', zh: '希尔顿花园酒店', grade: 'upscale', baseRate: 699, style: 'city' },
  { key: 'sheraton', name: 'Sheraton', zh: '喜来登酒店', grade: 'upscale', baseRate: 959, style: 'city' },
  { key: 'hilton', name: 'Hilton', zh: '希尔顿酒店', grade: 'luxury', baseRate: 1199, style: 'city' },
  { key: 'marriott', name: 'Marriott', zh: '万豪酒店', grade: 'luxury', baseRate: 1259, style: 'city' },
  { key: 'intercontinental', name: 'InterContinental', zh: '洲际酒店', grade: 'luxury', baseRate: 1299, style: 'city' },
  { key: 'shangri_la', name: 'Shangri-La', zh: '香格里拉酒店', grade: 'luxury', baseRate: 1399, style: 'city' },
]

/** Independent hotels and brands no branch is generated of: the palaces first, then the five-star chains. */
const INDEPENDENT: readonly (readonly [RegExp, HotelGrade, number])[] = [
  [/aman|peninsula|park hyatt|four seasons|rosewood|waldorf|ritz|raffles|opposite house|fairmont|mandarin oriental|bulgari/i, 'luxury', 2600],
  [/hyatt|kempinski|westin|china world|kerry|jw marriott|conrad|st\. regis/i, 'luxury', 1350],
]

/** Brands by the length of their name: 'Hilton Garden Inn' is read before 'Hilton', 'Holiday Inn Express' before any Holiday Inn. */
const BY_NAME_LENGTH = [...BRANDS].sort((a, b) => b.name.length - a.name.length)

/** The brand a hotel's name carries, if it is one of the chains. */
export function brandOfName(name: string): HotelBrand | undefined {
  const lower = name.toLowerCase()
  return BY_NAME_LENGTH.find((b) => lower.includes(b.name.toLowerCase()))
}

/** A hotel's grade and typical rate from its name: the palaces, then the brand; other names read as upscale. */
export function gradeOfName(name: string): { grade: HotelGrade; baseRate: number } {
  const [premium, fiveStar] = INDEPENDENT
  if (premium![0].test(name)) return { grade: premium![1], baseRate: premium![2] }
  const brand = brandOfName(name)
  if (brand) return { grade: brand.grade, baseRate: brand.baseRate }
  if (fiveStar![0].test(name)) return { grade: fiveStar![1], baseRate: fiveStar![2] }
  return { grade: 'upscale', baseRate: 720 }
}

export interface RoomType {
  name: string
  /** Guests one room sleeps. */
  sleeps: number
  factor: number
}

/** Room types by grade; the first sleeps two in one bed, the second two in twin beds, the third three. */
export const ROOM_TYPES: Readonly<Record<HotelGrade, readonly [RoomType, RoomType, RoomType]>> = {
  budget: [{ name: 'Standard Queen Room', sleeps: 2, factor: 1 }, { name: 'Standard Twin Room', sleeps: 2, factor: 1.05 }, { name: 'Family Room', sleeps: 3, factor: 1.45 }],
  comfort: [{ name: 'Superior King Room', sleeps: 2, factor: 1 }, { name: 'Superior Twin Room', sleeps: 2, factor: 1.05 }, { name: 'Family Room', sleeps: 3, factor: 1.5 }],
  upscale: [{ name: 'Deluxe King Room', sleeps: 2, factor: 1 }, { name: 'Deluxe Twin Room', sleeps: 2, factor: 1.05 }, { name: 'Executive Suite', sleeps: 3, factor: 1.9 }],
  luxury: [{ name: 'Deluxe King Room', sleeps: 2, factor: 1 }, { name: 'Deluxe Twin Room', sleeps: 2, factor: 1.05 }, { name: 'Executive Suite', sleeps: 3, factor: 2.1 }],
}

/** Rooms of one type for a party: one bed for one or two, the three-bed room for three, twin rooms beyond. */
export function roomsFor(grade: HotelGrade, guests: number): { room: RoomType; rooms: number } {
  const [king, twin, family] = ROOM_TYPES[grade]
  if (guests <= 2) return { room: king, rooms: 1 }
  if (guests === 3) return { room: family, rooms: 1 }
  return { room: twin, rooms: Math.ceil(guests / 2) }
}
