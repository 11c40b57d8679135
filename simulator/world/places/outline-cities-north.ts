import type { District, OutlineCity, OutlineLandmark } from './types.ts'

/**
 * Outline cities, north and centre: no gazetteer of places, but the centre, the main districts, the
 * railway station high-speed trains use and the airport, at real coordinates (to about 1 km).
 */

export const district = (name: string, zh: string, lat: number, lng: number, radiusKm: number, aliases?: readonly string[]): District =>
  aliases ? { name, zh, center: { lat, lng }, radiusKm, aliases } : { name, zh, center: { lat, lng }, radiusKm }

export const landmark = (name: string, zh: string, lat: number, lng: number, aliases?: readonly string[], district?: string): OutlineLandmark => ({
  name, zh, lat, lng, ...(aliases ? { aliases } : {}), ...(district ? { district } : {}),
})

export const northernCities: readonly OutlineCity[] = [
  {
    id: 'tianjin', name: 'Tianjin', nameZh: '天津', aliases: ['Tientsin', 'Tianjin City', 'Tianjin Shi', '天津市', '津'], province: 'Tianjin',
    center: { lat: 39.1256, lng: 117.1909 }, radiusKm: 9,
    districts: [
      district('Heping', '和平区', 39.1170, 117.2150, 2.5), district('Hexi', '河西区', 39.1000, 117.2300, 3.5),
      district('Nankai', '南开区', 39.1300, 117.1500, 3.5), district('Hedong', '河东区', 39.1280, 117.2520, 3),
      district('Hebei', '河北区', 39.1480, 117.1970, 3), district('Hongqiao', '红桥区', 39.1670, 117.1510, 2.5),
      district('Binhai', '滨海新区', 39.0250, 117.6900, 10, ['Binhai New Area', 'TEDA']), district('Dongli', '东丽区', 39.0870, 117.3140, 6),
      district('Xiqing', '西青区', 39.1400, 117.0120, 6), district('Jinnan', '津南区', 38.9900, 117.3500, 6),
    ],
    railwayStation: landmark('Tianjin West Railway Station', '天津西站', 39.1600, 117.1620, ['Tianjin West']),
    airport: landmark('Tianjin Binhai International Airport', '天津滨海国际机场', 39.1244, 117.3462, ['TSN', 'Binhai Airport'], 'Dongli'),
  },
  {
    id: 'shijiazhuang', name: 'Shijiazhuang', nameZh: '石家庄', aliases: ['Shijiazhuang City', '石家庄市'], province: 'Hebei',
    center: { lat: 38.0428, lng: 114.5149 }, radiusKm: 7,
    districts: [
      district("Chang'an", '长安区', 38.0470, 114.5390, 3), district('Qiaoxi', '桥西区', 38.0040, 114.4700, 3),
      district('Xinhua', '新华区', 38.0510, 114.4630, 3), district('Yuhua', '裕华区', 38.0060, 114.5310, 3),
    ],
    railwayStation: landmark('Shijiazhuang Railway Station', '石家庄站', 38.0100, 114.4800, ['Shijiazhuang Station']),
    airport: landmark('Shijiazhuang Zhengding International Airport', '石家庄正定国际机场', 38.2807, 114.6970, ['SJW', 'Zhengding Airport'], 'Zhengding'),
  },
  {
    id: 'taiyuan', name: 'Taiyuan', nameZh: '太原', aliases: ['Taiyuan City', '太原市'], province: 'Shanxi',
    center: { lat: 37.8706, lng: 112.5489 }, radiusKm: 7,
    districts: [
      district('Yingze', '迎泽区', 37.8630, 112.5630, 3), district('Xiaodian', '小店区', 37.7360, 112.5650, 5),
      district('Xinghualing', '杏花岭区', 37.8940, 112.5700, 3), district('Wanbailin', '万柏林区', 37.8590, 112.5160, 3.5),
    ],
    railwayStation: landmark('Taiyuan South Railway Station', '太原南站', 37.7880, 112.6030, ['Taiyuan South']),
    airport: landmark('Taiyuan Wusu International Airport', '太原武宿国际机场', 37.7469, 112.6283, ['TYN', 'Wusu Airport'], 'Xiaodian'),
  },
  {
    id: 'jinan', name: 'Jinan', nameZh: '济南', aliases: ['Tsinan', 'Jinan City', '济南市'], province: 'Shandong',
    center: { lat: 36.6512, lng: 117.1201 }, radiusKm: 8,
    districts: [
      district('Lixia', '历下区', 36.6650, 117.0760, 3.5), district('Shizhong', '市中区', 36.6510, 116.9970, 3.5),
      district('Huaiyin', '槐荫区', 36.6510, 116.9000, 4), district('Tianqiao', '天桥区', 36.6780, 116.9870, 3.5),
      district('Licheng', '历城区', 36.7000, 117.1600, 6),
    ],
    railwayStation: landmark('Jinan West Railway Station', '济南西站', 36.6690, 116.8900, ['Jinan West']),
    airport: landmark('Jinan Yaoqiang International Airport', '济南遥墙国际机场', 36.8572, 117.2160, ['TNA', 'Yaoqiang Airport'], 'Licheng'),
  },
  {
    id: 'qingdao', name: 'Qingdao', nameZh: '青岛', aliases: ['Tsingtao', 'Tsingtau', 'Qingdao City', '青岛市'], province: 'Shandong',
    center: { lat: 36.0671, lng: 120.3826 }, radiusKm: 9,
    districts: [
      district('Shinan', '市南区', 36.0670, 120.3830, 3.5), district('Shibei', '市北区', 36.0870, 120.3740, 3.5),
      district('Licang', '李沧区', 36.1450, 120.4330, 4), district('Laoshan', '崂山区', 36.1070, 120.4690, 5),
      district('Chengyang', '城阳区', 36.3070, 120.3960, 6), district('Huangdao', '黄岛区', 35.9600, 120.1980, 8, ['West Coast New Area', '西海岸新区']),
    ],
    railwayStation: landmark('Qingdao North Railway Station', '青岛北站', 36.1690, 120.3770, ['Qingdao North']),
    airport: landmark('Qingdao Jiaodong International Airport', '青岛胶东国际机场', 36.3610, 120.0880, ['TAO', 'Jiaodong Airport'], 'Jiaozhou'),
  },
  {
    id: 'zhengzhou', name: 'Zhengzhou', nameZh: '郑州', aliases: ['Chengchow', 'Zhengzhou City', '郑州市'], province: 'Henan',
    center: { lat: 34.7466, lng: 113.6254 }, radiusKm: 9,
    districts: [
      district('Jinshui', '金水区', 34.8000, 113.6600, 4), district('Zhongyuan', '中原区', 34.7480, 113.6130, 4),
      district('Erqi', '二七区', 34.7300, 113.6400, 3.5), district('Guancheng', '管城回族区', 34.7540, 113.6780, 3.5, ['Guancheng Hui District']),
      district('Huiji', '惠济区', 34.8670, 113.6160, 5), district('Zhengdong', '郑东新区', 34.7700, 113.7300, 5, ['Zhengdong New Area', 'Zhengdong New District']),
    ],
    railwayStation: landmark('Zhengzhou East Railway Station', '郑州东站', 34.7580, 113.7780, ['Zhengzhou East']),
    airport: landmark('Zhengzhou Xinzheng International Airport', '郑州新郑国际机场', 34.5197, 113.8408, ['CGO', 'Xinzheng Airport'], 'Xinzheng'),
  },
  {
    id: 'xian', name: "Xi'an", nameZh: '西安', aliases: ['Xian', 'Xi An', 'Sian', "Xi'an City", '西安市'], province: 'Shaanxi',
    center: { lat: 34.2610, lng: 108.9420 }, radiusKm: 9,
    districts: [
      district('Beilin', '碑林区', 34.2560, 108.9400, 2.5), district('Lianhu', '莲湖区', 34.2650, 108.9200, 3),
      district('Xincheng', '新城区', 34.2670, 108.9600, 3), district('Yanta', '雁塔区', 34.2130, 108.9480, 5),
      district('Weiyang', '未央区', 34.3080, 108.9470, 5), district('Baqiao', '灞桥区', 34.2730, 109.0640, 5),
      district("Chang'an", '长安区', 34.1590, 108.9070, 6), district('High-tech Zone', '高新区', 34.2200, 108.8800, 4, ['Gaoxin', 'Hi-tech Zone']),
    ],
    railwayStation: landmark("Xi'an North Railway Station", '西安北站', 34.3770, 108.9390, ["Xi'an North", 'Xian North']),
    airport: landmark("Xi'an Xianyang International Airport", '西安咸阳国际机场', 34.4471, 108.7516, ['XIY', 'Xianyang Airport'], 'Xixian New Area'),
  },
  {
    id: 'lanzhou', name: 'Lanzhou', nameZh: '兰州', aliases: ['Lanzhou City', '兰州市'], province: 'Gansu',
    center: { lat: 36.0611, lng: 103.8343 }, radiusKm: 7,
    districts: [
      district('Chengguan', '城关区', 36.0570, 103.8250, 4), district('Qilihe', '七里河区', 36.0660, 103.7860, 3.5),
      district('Anning', '安宁区', 36.1040, 103.7190, 4), district('Xigu', '西固区', 36.0900, 103.6300, 4),
    ],
    railwayStation: landmark('Lanzhou West Railway Station', '兰州西站', 36.0680, 103.7480, ['Lanzhou West']),
    airport: landmark('Lanzhou Zhongchuan International Airport', '兰州中川国际机场', 36.5152, 103.6204, ['LHW', 'Zhongchuan Airport'], 'Yongdeng'),
  },
  {
    id: 'shenyang', name: 'Shenyang', nameZh: '沈阳', aliases: ['Mukden', 'Shenyang City', '沈阳市'], province: 'Liaoning',
    center: { lat: 41.8057, lng: 123.4315 }, radiusKm: 8,
    districts: [
      district('Heping', '和平区', 41.7890, 123.4200, 3), district('Shenhe', '沈河区', 41.7960, 123.4580, 3),
      district('Dadong', '大东区', 41.8050, 123.4900, 3.5), district('Huanggu', '皇姑区', 41.8240, 123.4240, 3.5),
      district('Tiexi', '铁西区', 41.7880, 123.3500, 4.5), district('Hunnan', '浑南区', 41.7140, 123.4490, 6),
    ],
    railwayStation: landmark('Shenyang North Railway Station', '沈阳北站', 41.8180, 123.4380, ['Shenyang North']),
    airport: landmark('Shenyang Taoxian International Airport', '沈阳桃仙国际机场', 41.6398, 123.4834, ['SHE', 'Taoxian Airport'], 'Hunnan'),
  },
  {
    id: 'dalian', name: 'Dalian', nameZh: '大连', aliases: ['Dairen', 'Dalian City', '大连市'], province: 'Liaoning',
    center: { lat: 38.9140, lng: 121.6147 }, radiusKm: 8,
    districts: [
      district('Zhongshan', '中山区', 38.9180, 121.6440, 3), district('Xigang', '西岗区', 38.9150, 121.6120, 2.5),
      district('Shahekou', '沙河口区', 38.9050, 121.5880, 3), district('Ganjingzi', '甘井子区', 38.9530, 121.5250, 6),
      district('Jinzhou', '金州区', 39.0520, 121.7820, 6),
    ],
    railwayStation: landmark('Dalian North Railway Station', '大连北站', 38.9850, 121.6020, ['Dalian North']),
    airport: landmark('Dalian Zhoushuizi International Airport', '大连周水子国际机场', 38.9657, 121.5386, ['DLC', 'Zhoushuizi Airport'], 'Ganjingzi'),
  },
  {
    id: 'changchun', name: 'Changchun', nameZh: '长春', aliases: ['Changchun City', '长春市'], province: 'Jilin',
    center: { lat: 43.8171, lng: 125.3235 }, radiusKm: 8,
    districts: [
      district('Chaoyang', '朝阳区', 43.8330, 125.2880, 3.5), district('Nanguan', '南关区', 43.8640, 125.3500, 3.5),
      district('Kuancheng', '宽城区', 43.9430, 125.3260, 4), district('Lvyuan', '绿园区', 43.8800, 125.2560, 4),
      district('Erdao', '二道区', 43.8650, 125.3740, 4),
    ],
    railwayStation: landmark('Changchun West Railway Station', '长春西站', 43.8350, 125.2200, ['Changchun West'], 'Lvyuan'),
    airport: landmark('Changchun Longjia International Airport', '长春龙嘉国际机场', 43.9962, 125.6851, ['CGQ', 'Longjia Airport'], 'Jiutai'),
  },
  {
    id: 'harbin', name: 'Harbin', nameZh: '哈尔滨', aliases: ['Haerbin', 'Harbin City', '哈尔滨市'], province: 'Heilongjiang',
    center: { lat: 45.7570, lng: 126.6420 }, radiusKm: 8,
    districts: [
      district('Daoli', '道里区', 45.7670, 126.6170, 3.5), district('Nangang', '南岗区', 45.7600, 126.6690, 3.5),
      district('Daowai', '道外区', 45.7860, 126.6490, 3.5), district('Xiangfang', '香坊区', 45.7130, 126.6800, 4.5),
      district('Songbei', '松北区', 45.8080, 126.5620, 5),
    ],
    railwayStation: landmark('Harbin West Railway Station', '哈尔滨西站', 45.7000, 126.5900, ['Harbin West'], 'Nangang'),
    airport: landmark('Harbin Taiping International Airport', '哈尔滨太平国际机场', 45.6234, 126.2503, ['HRB', 'Taiping Airport'], 'Daoli'),
  },
  {
    id: 'hefei', name: 'Hefei', nameZh: '合肥', aliases: ['Hefei City', '合肥市'], province: 'Anhui',
    center: { lat: 31.8206, lng: 117.2272 }, radiusKm: 8,
    districts: [
      district('Luyang', '庐阳区', 31.8700, 117.2600, 3.5), district('Shushan', '蜀山区', 31.8500, 117.2200, 4),
      district('Baohe', '包河区', 31.7930, 117.3090, 4), district('Yaohai', '瑶海区', 31.8580, 117.3090, 3.5),
      district('Binhu', '滨湖新区', 31.7300, 117.2900, 4, ['Binhu New Area', 'Binhu New District']),
    ],
    railwayStation: landmark('Hefei South Railway Station', '合肥南站', 31.7990, 117.2900, ['Hefei South']),
    airport: landmark('Hefei Xinqiao International Airport', '合肥新桥国际机场', 31.9890, 116.9750, ['HFE', 'Xinqiao Airport'], 'Feixi'),
  },
  {
    id: 'wuhan', name: 'Wuhan', nameZh: '武汉', aliases: ['Hankow', 'Wuhan City', '武汉市'], province: 'Hubei',
    center: { lat: 30.5928, lng: 114.3055 }, radiusKm: 9,
    districts: [
      district("Jiang'an", '江岸区', 30.6000, 114.3090, 3.5), district('Jianghan', '江汉区', 30.6010, 114.2710, 3),
      district('Qiaokou', '硚口区', 30.5820, 114.2150, 3), district('Hanyang', '汉阳区', 30.5540, 114.2180, 4),
      district('Wuchang', '武昌区', 30.5540, 114.3160, 4), district('Hongshan', '洪山区', 30.5000, 114.3440, 5),
      district('Qingshan', '青山区', 30.6400, 114.3850, 4), district('Optics Valley', '东湖高新区', 30.4800, 114.4050, 5, ['East Lake High-tech Zone', 'Guanggu', '光谷']),
    ],
    railwayStation: landmark('Wuhan Railway Station', '武汉站', 30.6070, 114.4240, ['Wuhan Station'], 'Hongshan'),
    airport: landmark('Wuhan Tianhe International Airport', '武汉天河国际机场', 30.7838, 114.2081, ['WUH', 'Wuhan Tianhe Airport'], 'Huangpi'),
  },
]
