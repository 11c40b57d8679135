import type { LatLng } from '../kit/index.ts'

/**
 * The express network Cainiao Guoguo books into: the cities it routes between (the gazetteer's
 * four plus the big parcel origins), each carrier's sorting hub there, and the two carriers.
 */

export interface NetworkCity {
  id: string
  name: string
  nameZh: string
  center: LatLng
  /** Spellings that name the city inside an address. */
  words: readonly string[]
}

export const networkCities: readonly NetworkCity[] = [
  { id: 'beijing', name: 'Beijing', nameZh: '北京', center: { lat: 39.9042, lng: 116.4074 }, words: ['beijing', 'peking', '北京'] },
  { id: 'shanghai', name: 'Shanghai', nameZh: '上海', center: { lat: 31.2304, lng: 121.4737 }, words: ['shanghai', '上海'] },
  { id: 'hangzhou', name: 'Hangzhou', nameZh: '杭州', center: { lat: 30.2741, lng: 120.1551 }, words: ['hangzhou', '杭州'] },
  { id: 'shenzhen', name: 'Shenzhen', nameZh: '深圳', center: { lat: 22.5431, lng: 114.0579 }, words: ['shenzhen', '深圳'] },
  { id: 'guangzhou', name: 'Guangzhou', nameZh: '广州', center: { lat: 23.1291, lng: 113.2644 }, words: ['guangzhou', 'canton', '广州'] },
  { id: 'chengdu', name: 'Chengdu', nameZh: '成都', center: { lat: 30.5728, lng: 104.0668 }, words: ['chengdu', '成都'] },
  { id: 'wuhan', name: 'Wuhan', nameZh: '武汉', center: { lat: 30.5928, lng: 114.3055 }, words: ['wuhan', '武汉'] },
  { id: 'nanjing', name: 'Nanjing', nameZh: '南京', center: { lat: 32.0603, lng: 118.7969 }, words: ['nanjing', 'nanking', '南京'] },
  { id: 'suzhou', name: 'Suzhou', nameZh: '苏州', center: { lat: 31.2989, lng: 120.5853 }, words: ['suzhou', '苏州'] },
  { id: 'tianjin', name: 'Tianjin', nameZh: '天津', center: { lat: 39.3434, lng: 117.3616 }, words: ['tianjin', '天津'] },
  { id: 'xian', name: "Xi'an", nameZh: '西安', center: { lat: 34.3416, lng: 108.9398 }, words: ["xi'an", 'xian', '西安'] },
  { id: 'chongqing', name: 'Chongqing', nameZh: '重庆', center: { lat: 29.563, lng: 106.5516 }, words: ['chongqing', '重庆'] },
  { id: 'xiamen', name: 'Xiamen', nameZh: '厦门', center: { lat: 24.4798, lng: 118.0894 }, words: ['xiamen', 'amoy', '厦门'] },
  { id: 'yiwu', name: 'Yiwu', nameZh: '义乌', center: { lat: 29.3069, lng: 120.0763 }, words: ['yiwu', '义乌'] },
]

export const networkCityById: ReadonlyMap<string, NetworkCity> = new Map(networkCities.map((c) => [c.id, c]))

export const COMPANIES = ['SF', 'STO'] as const
export type Company = (typeof COMPANIES)[number]
export const SHIPPING_TYPES = ['fast', 'standard'] as const
export type ShippingType = (typeof SHIPPING_TYPES)[number]

export interface Carrier {
  name: string
  nameZh: string
  /** Products by shipping type, as the carrier sells them. */
  products: Readonly<Record<ShippingType, string>>
  /** The district each city's sorting hub sits in (the hub is named after it). */
  hubDistricts: Readonly<Record<string, readonly [string, string]>>
}

export const carriers: Readonly<Record<Company, Carrier>> = {
  SF: {
    name: 'SF Express',
    nameZh: '顺丰速运',
    products: { fast: 'SF Express Priority (顺丰特快)', standard: 'SF Standard Express (顺丰标快)' },
    hubDistricts: {
      beijing: ['Shunyi', '顺义'], shanghai: ['Qingpu', '青浦'], hangzhou: ['Xiaoshan', '萧山'], shenzhen: ["Bao'an", '宝安'],
      guangzhou: ['Baiyun', '白云'], chengdu: ['Shuangliu', '双流'], wuhan: ['Dongxihu', '东西湖'], nanjing: ['Jiangning', '江宁'],
      suzhou: ['Wuzhong', '吴中'], tianjin: ['Wuqing', '武清'], xian: ['Xianyang', '咸阳'], chongqing: ['Yubei', '渝北'],
      xiamen: ['Jimei', '集美'], yiwu: ['Futian', '福田'],
    },
  },
  STO: {
    name: 'STO Express',
    nameZh: '申通快递',
    products: { fast: 'STO Priority (申通特快)', standard: 'STO Standard (申通标准快递)' },
    hubDistricts: {
      beijing: ['Daxing', '大兴'], shanghai: ['Qingpu', '青浦'], hangzhou: ['Yuhang', '余杭'], shenzhen: ['Longhua', '龙华'],
      guangzhou: ['Huadu', '花都'], chengdu: ['Xindu', '新都'], wuhan: ['Hannan', '汉南'], nanjing: ['Qixia', '栖霞'],
      suzhou: ['Xiangcheng', '相城'], tianjin: ['Beichen', '北辰'], xian: ['Baqiao', '灞桥'], chongqing: ['Shapingba', '沙坪坝'],
      xiamen: ['Tong\'an', '同安'], yiwu: ['Jiangdong', '江东'],
    },
  },
}

/** A carrier's sorting hub in a city, in English and Chinese: 'SF Beijing Shunyi Hub (顺丰北京顺义集散中心)'. */
export function hubName(company: Company, cityId: string): string {
  const city = networkCityById.get(cityId) ?? networkCities[0]!
  const [district, districtZh] = carriers[company].hubDistricts[city.id] ?? ['Central', '中心']
  return company === 'SF'
    ? `SF ${city.name} ${district} Hub (顺丰${city.nameZh}${districtZh}集散中心)`
    : `STO ${city.name} ${district} Transfer Center (申通快递${city.nameZh}${districtZh}转运中心)`
}

/** SF flies long-haul priority parcels through its own cargo airport at Ezhou. */
export const SF_AIR_HUB = 'SF Ezhou Huahu Airport Hub (顺丰鄂州花湖枢纽)'
