import type { PlaceKind } from '../../kit/index.ts'

/**
 * What a map lists around a named place beyond the place itself: the chains and kinds of business
 * that cluster around offices, malls and stations in Chinese cities, and how many of each a place
 * draws. Luckin and Starbucks stores are the coffee apps' own, so the map does not invent more of them.
 */

export type PoiCategory = 'cafe' | 'hotel' | 'gym' | 'office' | 'mall' | 'cinema' | 'hospital' | 'park'

export const POI_CATEGORIES: readonly PoiCategory[] = ['cafe', 'hotel', 'gym', 'office', 'mall', 'cinema', 'hospital', 'park']

/** A business as the map names it: English and Chinese. */
export type Brand = readonly [en: string, zh: string]

export const BRANDS: Readonly<Record<PoiCategory, readonly Brand[]>> = {
  cafe: [
    ['Manner Coffee', 'Manner咖啡'], ['Costa Coffee', '咖世家'], ['Tims Coffee', 'Tims天好咖啡'], ['Seesaw Coffee', 'Seesaw咖啡'], ['M Stand', 'M Stand'],
    ["Peet's Coffee", '皮爷咖啡'], ['Pacific Coffee', '太平洋咖啡'], ['%Arabica', '%Arabica'], ['Nowwa Coffee', '挪瓦咖啡'], ['Cotti Coffee', '库迪咖啡'],
    ['Mixue', '蜜雪冰城'], ['Heytea', '喜茶'], ['Nayuki', '奈雪的茶'], ['Chagee', '霸王茶姬'],
  ],
  hotel: [
    ['Home Inn', '如家酒店'], ['Hanting Hotel', '汉庭酒店'], ['Ji Hotel', '全季酒店'], ['Atour Hotel', '亚朵酒店'], ['Orange Hotel', '桔子酒店'],
    ['Holiday Inn Express', '智选假日酒店'], ['Vienna Hotel', '维也纳酒店'], ['7 Days Inn', '7天酒店'], ['Jinjiang Inn', '锦江之星'], ['ibis Hotel', '宜必思酒店'],
    ['Hampton by Hilton', '希尔顿欢朋酒店'], ['Courtyard by Marriott', '万怡酒店'], ['Novotel', '诺富特酒店'], ['Mercure', '美居酒店'],
  ],
  gym: [
    ['Lefit', '乐刻运动'], ['Supermonkey', '超级猩猩'], ["Will's Fitness", '威尔仕健身'], ['Anytime Fitness', 'Anytime Fitness健身'], ['Hosa Fitness', '浩沙健身'],
    ['Keepland', 'Keepland'], ['Tera Wellness', '一兆韦德'], ['Pure Yoga', 'Pure Yoga'], ['Space Cycle', 'Space Cycle'], ['Zhongjian Fitness', '中健健身'],
  ],
  office: [
    ['Fortune Plaza', '财富中心'], ['Jinhui Tower', '金汇大厦'], ['Huamao Center', '华贸中心'], ['Century Tower', '世纪大厦'], ['Oriental Tower', '东方大厦'],
    ['Zhongyu Plaza', '中宇广场'], ['Hengji Center', '恒基中心'], ['Xinyuan Building', '新源大厦'], ['Tianhe Tower', '天和大厦'], ['Guohua Plaza', '国华广场'],
    ['Jingbao Building', '京宝大厦'], ['Ruida Center', '瑞达中心'],
  ],
  mall: [
    ['Wanda Plaza', '万达广场'], ['Longhu Paradise Walk', '龙湖天街'], ['Joy City', '大悦城'], ['Rainbow Mall', '天虹购物中心'], ['Hopson Mall', '合生汇'],
    ['Intime City', '银泰城'], ['MixC One', '万象汇'], ['CapitaMall', '凯德MALL'], ['Wumart Plaza', '物美广场'],
  ],
  cinema: [
    ['Wanda Cinema', '万达影城'], ['CGV Cinemas', 'CGV影城'], ['Bona Cinema', '博纳国际影城'], ['Jinyi Cinema', '金逸影城'], ['UME Cineplex', 'UME影城'],
    ['Dadi Cinema', '大地影院'], ['Stellar Cinema', '星美国际影城'], ['Omnijoi Cinema', '幸福蓝海影城'],
  ],
  hospital: [
    ['Community Health Center', '社区卫生服务中心'], ['Arrail Dental', '瑞尔齿科'], ['iKang Health Checkup Center', '爱康国宾体检中心'], ['Meinian Health', '美年大健康'],
    ['United Family Clinic', '和睦家诊所'], ['Bybo Dental', '拜博口腔'], ['Chinese Medicine Clinic', '中医诊所'],
  ],
  park: [['Pocket Park', '口袋公园'], ['Community Garden', '社区花园'], ['Fitness Square', '健身广场'], ['Greenway Park', '绿道公园'], ['Sculpture Garden', '雕塑公园']],
}

/** Places of a category per km² in a fully built-up centre (Sanlitun, Guomao, Futian CBD). */
export const PER_KM2: Readonly<Record<PoiCategory, number>> = {
  cafe: 4, hotel: 2.5, gym: 1.2, office: 3, mall: 0.8, cinema: 0.15, hospital: 0.6, park: 0.3,
}

/** How far around a named place the density is judged, and how many named places within it make a full centre. */
export const CATCHMENT_KM = 1.5
export const FULL_CENTRE = 6

/** Every kind of named place, for judging how built-up an area is. */
export const ALL_KINDS: readonly PlaceKind[] = [
  'residence', 'office', 'mall', 'cinema', 'theater', 'restaurant', 'cafe', 'gym', 'park', 'station', 'airport', 'hospital', 'university', 'hotel', 'landmark', 'stadium', 'street',
]

/** Busy places draw more around them than homes and parks do. */
export const KIND_WEIGHT: Partial<Readonly<Record<PlaceKind, number>>> = {
  office: 1.3, mall: 1.3, street: 1.2, station: 1.1, landmark: 0.8, hotel: 0.8, university: 0.8, hospital: 0.7,
  theater: 0.7, stadium: 0.6, residence: 0.6, park: 0.4, airport: 1,
}

/** The kinds of named place others cluster around (shops are not anchors of other shops). */
export const ANCHOR_KINDS = Object.keys(KIND_WEIGHT) as PlaceKind[]

/** Generated places stand within this distance of the place they are named after. */
export const SPREAD_KM = 0.7
