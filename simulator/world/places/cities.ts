import type { City } from './types.ts'

/** The cities of the world, in a fixed order: the order breaks ties between cities' places. */

export const cities: readonly City[] = [
  {
    id: 'beijing',
    name: 'Beijing',
    nameZh: '北京',
    aliases: ['Peking', 'Peiping', 'BJ', 'Beijing City', 'Beijing Shi', 'Beijing, China', '北京', '北京市', '京'],
    prefix: 'bj',
    center: { lat: 39.9042, lng: 116.4074 },
    bounds: { minLat: 39.44, maxLat: 41.06, minLng: 115.42, maxLng: 117.51 },
    stations: ['bj_beijing_south_station', 'bj_beijing_west_station', 'bj_beijing_station', 'bj_beijing_north_station', 'bj_beijing_chaoyang_station', 'bj_beijing_fengtai_station'],
    airports: ['bj_capital_airport', 'bj_daxing_airport'],
  },
  {
    id: 'shanghai',
    name: 'Shanghai',
    nameZh: '上海',
    aliases: ['SH', 'Shanghai City', 'Shanghai Shi', 'Shanghai, China', '上海', '上海市', '沪', '申城'],
    prefix: 'sh',
    center: { lat: 31.2304, lng: 121.4737 },
    bounds: { minLat: 30.67, maxLat: 31.88, minLng: 120.85, maxLng: 122.2 },
    stations: ['sh_hongqiao_station', 'sh_shanghai_station', 'sh_shanghai_south_station', 'sh_shanghai_west_station'],
    airports: ['sh_pudong_airport', 'sh_hongqiao_airport'],
  },
  {
    id: 'hangzhou',
    name: 'Hangzhou',
    nameZh: '杭州',
    aliases: ['HZ', 'Hangchow', 'Hangzhou City', 'Hangzhou Shi', 'Hangzhou, China', '杭州', '杭州市', '杭'],
    prefix: 'hz',
    center: { lat: 30.2741, lng: 120.1551 },
    bounds: { minLat: 29.18, maxLat: 30.57, minLng: 118.34, maxLng: 120.73 },
    stations: ['hz_hangzhou_east_station', 'hz_hangzhou_station', 'hz_hangzhou_west_station', 'hz_hangzhou_south_station'],
    airports: ['hz_xiaoshan_airport'],
  },
  {
    id: 'shenzhen',
    name: 'Shenzhen',
    nameZh: '深圳',
    aliases: ['SZ', 'Shenzhen City', 'Shenzhen Shi', 'Shenzhen, China', 'Pengcheng', '深圳', '深圳市', '深', '鹏城'],
    prefix: 'sz',
    center: { lat: 22.5431, lng: 114.0579 },
    bounds: { minLat: 22.44, maxLat: 22.87, minLng: 113.75, maxLng: 114.65 },
    stations: ['sz_shenzhen_north_station', 'sz_futian_station', 'sz_shenzhen_station', 'sz_shenzhen_east_station', 'sz_shenzhen_west_station'],
    airports: ['sz_baoan_airport'],
  },
]
