import type { LatLng } from '../../kit/index.ts'

/**
 * The cities the travel apps sell trips between. The four gazetteer cities name their stations and
 * airports by gazetteer id (ctx.places knows their names and coordinates); the others carry their
 * own hubs, with real names and approximate coordinates, so a trip to Xi'an or Qingdao still leaves
 * from a real station.
 */

/** A station or airport written out in full (cities outside the gazetteer). */
export interface HubData extends LatLng {
  id: string
  name: string
  zh: string
  aliases?: readonly string[]
}

/** A railway station: a gazetteer id or full data, with the cities its high-speed trains head for. */
export interface StationRef {
  station: string | HubData
  /** City ids this station's trains serve first (Beijing South for Shanghai, Beijing West for Guangzhou). */
  toward?: readonly string[]
}

export interface AirportRef {
  airport: string | HubData
  iata: string
  /** Airline codes based here, main carrier first. */
  airlines: readonly string[]
}

export interface TravelCity {
  id: string
  name: string
  zh: string
  /** How people write the city, lower case (names, pinyin variants, Chinese). */
  aliases: readonly string[]
  center: LatLng
  /** Hotel and rental price level against Beijing (1.0). */
  priceLevel: number
  /** Big four hubs and provincial capitals get more trains and flights. */
  tier: 1 | 2
  /** Province abbreviation and city letter of local plates. */
  plate: string
  /** High-speed stations; the last without `toward` is the default. */
  stations: readonly StationRef[]
  /** Where conventional (K) trains leave from. */
  conventional: string | HubData
  airports: readonly AirportRef[]
  /** Centre-of-town places for hotels and rental stores (cities outside the gazetteer). */
  landmarks?: readonly HubData[]
}

const hub = (id: string, name: string, zh: string, lat: number, lng: number, aliases?: readonly string[]): HubData => ({ id, name, zh, lat, lng, ...(aliases ? { aliases } : {}) })

export const travelCities: readonly TravelCity[] = [
  {
    id: 'beijing', name: 'Beijing', zh: '北京', aliases: ['beijing', 'peking', '北京'], center: { lat: 39.9042, lng: 116.4074 }, priceLevel: 1, tier: 1, plate: '京',
    stations: [
      { station: 'bj_beijing_south_station', toward: ['tianjin', 'shanghai', 'hangzhou', 'nanjing', 'suzhou', 'jinan', 'qingdao', 'hefei', 'xiamen'] },
      { station: 'bj_beijing_chaoyang_station', toward: ['shenyang', 'harbin', 'changchun', 'dalian'] },
      { station: 'bj_beijing_west_station' },
    ],
    conventional: 'bj_beijing_station',
    airports: [{ airport: 'bj_capital_airport', iata: 'PEK', airlines: ['CA', 'HU', 'MU', 'CZ'] }, { airport: 'bj_daxing_airport', iata: 'PKX', airlines: ['MU', 'CZ', 'MF', 'CA'] }],
  },
  {
    id: 'shanghai', name: 'Shanghai', zh: '上海', aliases: ['shanghai', '上海'], center: { lat: 31.2304, lng: 121.4737 }, priceLevel: 1.05, tier: 1, plate: '沪',
    stations: [{ station: 'sh_hongqiao_station' }],
    conventional: 'sh_shanghai_station',
    airports: [{ airport: 'sh_hongqiao_airport', iata: 'SHA', airlines: ['MU', 'FM', 'HO', 'CA'] }, { airport: 'sh_pudong_airport', iata: 'PVG', airlines: ['MU', 'FM', 'HO', '9C', 'CZ'] }],
  },
  {
    id: 'hangzhou', name: 'Hangzhou', zh: '杭州', aliases: ['hangzhou', '杭州'], center: { lat: 30.2741, lng: 120.1551 }, priceLevel: 0.9, tier: 1, plate: '浙A',
    stations: [{ station: 'hz_hangzhou_west_station', toward: ['hefei', 'wuhan', 'xian', 'zhengzhou'] }, { station: 'hz_hangzhou_east_station' }],
    conventional: 'hz_hangzhou_station',
    airports: [{ airport: 'hz_xiaoshan_airport', iata: 'HGH', airlines: ['CA', 'GJ', 'MU', 'ZH'] }],
  },
  {
    id: 'shenzhen', name: 'Shenzhen', zh: '深圳', aliases: ['shenzhen', '深圳'], center: { lat: 22.5431, lng: 114.0579 }, priceLevel: 0.95, tier: 1, plate: '粤B',
    stations: [{ station: 'sz_futian_station', toward: ['guangzhou'] }, { station: 'sz_shenzhen_north_station' }],
    conventional: 'sz_shenzhen_station',
    airports: [{ airport: 'sz_baoan_airport', iata: 'SZX', airlines: ['ZH', 'CZ', 'HU'] }],
  },
  {
    id: 'tianjin', name: 'Tianjin', zh: '天津', aliases: ['tianjin', '天津'], center: { lat: 39.0842, lng: 117.2009 }, priceLevel: 0.75, tier: 1, plate: '津',
    stations: [
      { station: hub('tj_binhai_station', 'Binhai Railway Station', '滨海站', 39.0590, 117.6530, ['binhai station', 'tianjin binhai station']) },
      { station: hub('tj_tianjin_west_station', 'Tianjin West Railway Station', '天津西站', 39.1580, 117.1640, ['tianjin west', '天津西']), toward: ['shanghai', 'nanjing', 'jinan', 'qingdao', 'hangzhou', 'suzhou', 'hefei', 'xiamen'] },
      { station: hub('tj_tianjin_station', 'Tianjin Railway Station', '天津站', 39.1360, 117.2100, ['tianjin station', '天津火车站']) },
    ],
    conventional: 'tj_tianjin_station',
    airports: [{ airport: hub('tj_binhai_airport', 'Tianjin Binhai International Airport', '天津滨海国际机场', 39.1244, 117.3462, ['tsn', 'binhai airport', 'tianjin airport']), iata: 'TSN', airlines: ['GS', 'CA', 'HU'] }],
    landmarks: [hub('tj_tianjin_eye', 'Tianjin Eye', '天津之眼', 39.1530, 117.1800), hub('tj_binjiang_road', 'Binjiang Road', '滨江道', 39.1220, 117.2040)],
  },
  {
    id: 'guangzhou', name: 'Guangzhou', zh: '广州', aliases: ['guangzhou', 'canton', '广州'], center: { lat: 23.1291, lng: 113.2644 }, priceLevel: 0.9, tier: 1, plate: '粤A',
    stations: [
      { station: hub('gz_guangzhou_east_station', 'Guangzhou East Railway Station', '广州东站', 23.1500, 113.3250, ['guangzhou east', '广州东']), toward: ['shenzhen'] },
      { station: hub('gz_guangzhou_south_station', 'Guangzhou South Railway Station', '广州南站', 22.9880, 113.2690, ['guangzhou south', '广州南']) },
    ],
    conventional: hub('gz_guangzhou_station', 'Guangzhou Railway Station', '广州站', 23.1490, 113.2570, ['guangzhou station', '广州火车站']),
    airports: [{ airport: hub('gz_baiyun_airport', 'Guangzhou Baiyun International Airport', '广州白云国际机场', 23.3924, 113.2988, ['can', 'baiyun airport', 'guangzhou airport']), iata: 'CAN', airlines: ['CZ', 'HU', 'CA'] }],
    landmarks: [hub('gz_canton_tower', 'Canton Tower', '广州塔', 23.1066, 113.3245), hub('gz_tianhe_sports_center', 'Tianhe Sports Center', '天河体育中心', 23.1380, 113.3240), hub('gz_beijing_road', 'Beijing Road Pedestrian Street', '北京路步行街', 23.1250, 113.2690)],
  },
  {
    id: 'nanjing', name: 'Nanjing', zh: '南京', aliases: ['nanjing', 'nanking', '南京'], center: { lat: 32.0603, lng: 118.7969 }, priceLevel: 0.8, tier: 2, plate: '苏A',
    stations: [{ station: hub('nj_nanjing_south_station', 'Nanjing South Railway Station', '南京南站', 31.9690, 118.7980, ['nanjing south', '南京南']) }],
    conventional: hub('nj_nanjing_station', 'Nanjing Railway Station', '南京站', 32.0880, 118.7970, ['nanjing station', '南京火车站']),
    airports: [{ airport: hub('nj_lukou_airport', 'Nanjing Lukou International Airport', '南京禄口国际机场', 31.7420, 118.8620, ['nkg', 'lukou airport', 'nanjing airport']), iata: 'NKG', airlines: ['MU', 'CA', 'ZH'] }],
    landmarks: [hub('nj_xinjiekou', 'Xinjiekou', '新街口', 32.0420, 118.7840), hub('nj_confucius_temple', 'Confucius Temple', '夫子庙', 32.0200, 118.7880)],
  },
  {
    id: 'suzhou', name: 'Suzhou', zh: '苏州', aliases: ['suzhou', '苏州'], center: { lat: 31.2990, lng: 120.5853 }, priceLevel: 0.8, tier: 2, plate: '苏E',
    stations: [
      { station: hub('su_suzhou_north_station', 'Suzhou North Railway Station', '苏州北站', 31.4200, 120.6400, ['suzhou north', '苏州北']), toward: ['beijing', 'tianjin', 'jinan', 'qingdao', 'shenyang'] },
      { station: hub('su_suzhou_station', 'Suzhou Railway Station', '苏州站', 31.3300, 120.6100, ['suzhou station', '苏州火车站']) },
    ],
    conventional: 'su_suzhou_station',
    // Suzhou has no airport of its own: Sunan Shuofang (Wuxi) serves it.
    airports: [{ airport: hub('su_sunan_shuofang_airport', 'Sunan Shuofang International Airport', '苏南硕放国际机场', 31.4944, 120.4292, ['wux', 'shuofang airport', 'wuxi airport']), iata: 'WUX', airlines: ['MU', 'HU', '9C'] }],
    landmarks: [hub('su_guanqian_street', 'Guanqian Street', '观前街', 31.3110, 120.6220), hub('su_jinji_lake', 'Jinji Lake', '金鸡湖', 31.3170, 120.6940)],
  },
  {
    id: 'wuhan', name: 'Wuhan', zh: '武汉', aliases: ['wuhan', '武汉'], center: { lat: 30.5928, lng: 114.3055 }, priceLevel: 0.8, tier: 2, plate: '鄂A',
    stations: [{ station: hub('wh_hankou_station', 'Hankou Railway Station', '汉口站', 30.6180, 114.2540, ['hankou', '汉口']), toward: ['chengdu', 'chongqing'] }, { station: hub('wh_wuhan_station', 'Wuhan Railway Station', '武汉站', 30.6070, 114.4240, ['wuhan station', '武汉火车站']) }],
    conventional: hub('wh_wuchang_station', 'Wuchang Railway Station', '武昌站', 30.5290, 114.3170, ['wuchang', '武昌']),
    airports: [{ airport: hub('wh_tianhe_airport', 'Wuhan Tianhe International Airport', '武汉天河国际机场', 30.7838, 114.2081, ['wuh', 'wuhan airport']), iata: 'WUH', airlines: ['MU', 'CZ', 'CA'] }],
    landmarks: [hub('wh_jianghan_road', 'Jianghan Road', '江汉路', 30.5800, 114.2900), hub('wh_yellow_crane_tower', 'Yellow Crane Tower', '黄鹤楼', 30.5450, 114.3020)],
  },
  {
    id: 'xian', name: "Xi'an", zh: '西安', aliases: ["xi'an", 'xian', 'xi an', 'xi’an', '西安'], center: { lat: 34.3416, lng: 108.9398 }, priceLevel: 0.75, tier: 2, plate: '陕A',
    stations: [{ station: hub('xa_xian_north_station', "Xi'an North Railway Station", '西安北站', 34.3770, 108.9380, ["xi'an north", 'xian north', '西安北']) }],
    conventional: hub('xa_xian_station', "Xi'an Railway Station", '西安站', 34.2790, 108.9620, ["xi'an station", 'xian station', '西安火车站']),
    airports: [{ airport: hub('xa_xianyang_airport', "Xi'an Xianyang International Airport", '西安咸阳国际机场', 34.4471, 108.7516, ['xiy', 'xianyang airport', "xi'an airport"]), iata: 'XIY', airlines: ['MU', 'HU', 'CZ'] }],
    landmarks: [hub('xa_bell_tower', "Xi'an Bell Tower", '西安钟楼', 34.2596, 108.9469), hub('xa_big_wild_goose_pagoda', 'Big Wild Goose Pagoda', '大雁塔', 34.2190, 108.9640)],
  },
  {
    id: 'chengdu', name: 'Chengdu', zh: '成都', aliases: ['chengdu', '成都'], center: { lat: 30.5728, lng: 104.0668 }, priceLevel: 0.75, tier: 2, plate: '川A',
    stations: [{ station: hub('cd_chengdu_east_station', 'Chengdu East Railway Station', '成都东站', 30.6300, 104.1410, ['chengdu east', '成都东']) }],
    conventional: hub('cd_chengdu_station', 'Chengdu Railway Station', '成都站', 30.6960, 104.0730, ['chengdu station', 'chengdu north station', '成都火车站']),
    airports: [
      { airport: hub('cd_tianfu_airport', 'Chengdu Tianfu International Airport', '成都天府国际机场', 30.3124, 104.4441, ['tfu', 'tianfu airport']), iata: 'TFU', airlines: ['3U', 'CA', 'CZ'] },
      { airport: hub('cd_shuangliu_airport', 'Chengdu Shuangliu International Airport', '成都双流国际机场', 30.5785, 103.9471, ['ctu', 'shuangliu airport', 'chengdu airport']), iata: 'CTU', airlines: ['3U', 'CA', 'MU'] },
    ],
    landmarks: [hub('cd_chunxi_road', 'Chunxi Road', '春熙路', 30.6570, 104.0810), hub('cd_tianfu_square', 'Tianfu Square', '天府广场', 30.6570, 104.0660)],
  },
  {
    id: 'chongqing', name: 'Chongqing', zh: '重庆', aliases: ['chongqing', 'chungking', '重庆'], center: { lat: 29.5630, lng: 106.5516 }, priceLevel: 0.75, tier: 2, plate: '渝A',
    stations: [{ station: hub('cq_chongqing_west_station', 'Chongqing West Railway Station', '重庆西站', 29.4980, 106.4380, ['chongqing west', '重庆西']), toward: ['guangzhou', 'shenzhen'] }, { station: hub('cq_chongqing_north_station', 'Chongqing North Railway Station', '重庆北站', 29.6100, 106.5510, ['chongqing north', '重庆北']) }],
    conventional: 'cq_chongqing_north_station',
    airports: [{ airport: hub('cq_jiangbei_airport', 'Chongqing Jiangbei International Airport', '重庆江北国际机场', 29.7192, 106.6417, ['ckg', 'jiangbei airport', 'chongqing airport']), iata: 'CKG', airlines: ['CA', '3U', 'CZ'] }],
    landmarks: [hub('cq_jiefangbei', 'Jiefangbei', '解放碑', 29.5570, 106.5770), hub('cq_hongyadong', 'Hongyadong', '洪崖洞', 29.5630, 106.5790)],
  },
  {
    id: 'changsha', name: 'Changsha', zh: '长沙', aliases: ['changsha', '长沙'], center: { lat: 28.2282, lng: 112.9388 }, priceLevel: 0.75, tier: 2, plate: '湘A',
    stations: [{ station: hub('cs_changsha_south_station', 'Changsha South Railway Station', '长沙南站', 28.1470, 113.0640, ['changsha south', '长沙南']) }],
    conventional: hub('cs_changsha_station', 'Changsha Railway Station', '长沙站', 28.1960, 113.0130, ['changsha station', '长沙火车站']),
    airports: [{ airport: hub('cs_huanghua_airport', 'Changsha Huanghua International Airport', '长沙黄花国际机场', 28.1892, 113.2196, ['csx', 'huanghua airport', 'changsha airport']), iata: 'CSX', airlines: ['CZ', 'HU', 'MU'] }],
    landmarks: [hub('cs_wuyi_square', 'Wuyi Square', '五一广场', 28.1960, 112.9770), hub('cs_orange_isle', 'Orange Isle', '橘子洲', 28.1930, 112.9610)],
  },
  {
    id: 'zhengzhou', name: 'Zhengzhou', zh: '郑州', aliases: ['zhengzhou', '郑州'], center: { lat: 34.7466, lng: 113.6254 }, priceLevel: 0.7, tier: 2, plate: '豫A',
    stations: [{ station: hub('zz_zhengzhou_east_station', 'Zhengzhou East Railway Station', '郑州东站', 34.7580, 113.7760, ['zhengzhou east', '郑州东']) }],
    conventional: hub('zz_zhengzhou_station', 'Zhengzhou Railway Station', '郑州站', 34.7460, 113.6580, ['zhengzhou station', '郑州火车站']),
    airports: [{ airport: hub('zz_xinzheng_airport', 'Zhengzhou Xinzheng International Airport', '郑州新郑国际机场', 34.5197, 113.8408, ['cgo', 'xinzheng airport', 'zhengzhou airport']), iata: 'CGO', airlines: ['CZ', 'HU', 'MU'] }],
    landmarks: [hub('zz_erqi_tower', 'Erqi Memorial Tower', '二七纪念塔', 34.7560, 113.6710), hub('zz_zhengdong_cbd', 'Zhengdong CBD', '郑东新区CBD', 34.7700, 113.7260)],
  },
  {
    id: 'qingdao', name: 'Qingdao', zh: '青岛', aliases: ['qingdao', 'tsingtao', '青岛'], center: { lat: 36.0671, lng: 120.3826 }, priceLevel: 0.8, tier: 2, plate: '鲁B',
    stations: [{ station: hub('qd_qingdao_north_station', 'Qingdao North Railway Station', '青岛北站', 36.1690, 120.3720, ['qingdao north', '青岛北']) }],
    conventional: hub('qd_qingdao_station', 'Qingdao Railway Station', '青岛站', 36.0640, 120.3120, ['qingdao station', '青岛火车站']),
    airports: [{ airport: hub('qd_jiaodong_airport', 'Qingdao Jiaodong International Airport', '青岛胶东国际机场', 36.3620, 120.0880, ['tao', 'jiaodong airport', 'qingdao airport']), iata: 'TAO', airlines: ['SC', 'CA', 'QW'] }],
    landmarks: [hub('qd_may_fourth_square', 'May Fourth Square', '五四广场', 36.0620, 120.3840), hub('qd_zhanqiao_pier', 'Zhanqiao Pier', '栈桥', 36.0600, 120.3200)],
  },
  {
    id: 'jinan', name: 'Jinan', zh: '济南', aliases: ['jinan', '济南'], center: { lat: 36.6512, lng: 117.1201 }, priceLevel: 0.7, tier: 2, plate: '鲁A',
    stations: [{ station: hub('jn_jinan_west_station', 'Jinan West Railway Station', '济南西站', 36.6680, 116.8920, ['jinan west', '济南西']) }],
    conventional: hub('jn_jinan_station', 'Jinan Railway Station', '济南站', 36.6710, 116.9900, ['jinan station', '济南火车站']),
    airports: [{ airport: hub('jn_yaoqiang_airport', 'Jinan Yaoqiang International Airport', '济南遥墙国际机场', 36.8572, 117.2158, ['tna', 'yaoqiang airport', 'jinan airport']), iata: 'TNA', airlines: ['SC', 'MU'] }],
    landmarks: [hub('jn_quancheng_square', 'Quancheng Square', '泉城广场', 36.6610, 117.0200), hub('jn_daming_lake', 'Daming Lake', '大明湖', 36.6760, 117.0230)],
  },
  {
    id: 'xiamen', name: 'Xiamen', zh: '厦门', aliases: ['xiamen', 'amoy', '厦门'], center: { lat: 24.4798, lng: 118.0894 }, priceLevel: 0.8, tier: 2, plate: '闽D',
    stations: [{ station: hub('xm_xiamen_north_station', 'Xiamen North Railway Station', '厦门北站', 24.6380, 118.0740, ['xiamen north', '厦门北']) }],
    conventional: hub('xm_xiamen_station', 'Xiamen Railway Station', '厦门站', 24.4680, 118.1160, ['xiamen station', '厦门火车站']),
    airports: [{ airport: hub('xm_gaoqi_airport', 'Xiamen Gaoqi International Airport', '厦门高崎国际机场', 24.5440, 118.1277, ['xmn', 'gaoqi airport', 'xiamen airport']), iata: 'XMN', airlines: ['MF', 'CZ', 'SC'] }],
    landmarks: [hub('xm_zhongshan_road', 'Zhongshan Road', '中山路步行街', 24.4570, 118.0840), hub('xm_gulangyu_ferry', 'Gulangyu Ferry Terminal', '鼓浪屿轮渡', 24.4560, 118.0730)],
  },
  {
    id: 'hefei', name: 'Hefei', zh: '合肥', aliases: ['hefei', '合肥'], center: { lat: 31.8206, lng: 117.2272 }, priceLevel: 0.7, tier: 2, plate: '皖A',
    stations: [{ station: hub('hf_hefei_south_station', 'Hefei South Railway Station', '合肥南站', 31.7990, 117.2920, ['hefei south', '合肥南']) }],
    conventional: hub('hf_hefei_station', 'Hefei Railway Station', '合肥站', 31.8830, 117.3110, ['hefei station', '合肥火车站']),
    airports: [{ airport: hub('hf_xinqiao_airport', 'Hefei Xinqiao International Airport', '合肥新桥国际机场', 31.9890, 116.9770, ['hfe', 'xinqiao airport', 'hefei airport']), iata: 'HFE', airlines: ['MU', 'CA'] }],
    landmarks: [hub('hf_huaihe_road', 'Huaihe Road Pedestrian Street', '淮河路步行街', 31.8680, 117.2900), hub('hf_swan_lake', 'Swan Lake', '天鹅湖', 31.8200, 117.2290)],
  },
  {
    id: 'shenyang', name: 'Shenyang', zh: '沈阳', aliases: ['shenyang', 'mukden', '沈阳'], center: { lat: 41.8057, lng: 123.4315 }, priceLevel: 0.7, tier: 2, plate: '辽A',
    stations: [{ station: hub('sy_shenyang_north_station', 'Shenyang North Railway Station', '沈阳北站', 41.8210, 123.4370, ['shenyang north', '沈阳北']) }],
    conventional: hub('sy_shenyang_station', 'Shenyang Railway Station', '沈阳站', 41.7950, 123.3950, ['shenyang station', '沈阳火车站']),
    airports: [{ airport: hub('sy_taoxian_airport', 'Shenyang Taoxian International Airport', '沈阳桃仙国际机场', 41.6398, 123.4834, ['she', 'taoxian airport', 'shenyang airport']), iata: 'SHE', airlines: ['CZ', 'CA', 'MU'] }],
    landmarks: [hub('sy_zhongjie', 'Zhongjie Pedestrian Street', '中街', 41.8000, 123.4600), hub('sy_mukden_palace', 'Mukden Palace', '沈阳故宫', 41.7960, 123.4560)],
  },
]

export const cityById: ReadonlyMap<string, TravelCity> = new Map(travelCities.map((c) => [c.id, c]))
