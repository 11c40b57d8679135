import { district, landmark } from './outline-cities-north.ts'
import type { OutlineCity } from './types.ts'

/** Outline cities, east and south (see outline-cities-north.ts). */

export const southernCities: readonly OutlineCity[] = [
  {
    id: 'nanjing', name: 'Nanjing', nameZh: '南京', aliases: ['Nanking', 'Nanjing City', '南京市'], province: 'Jiangsu',
    center: { lat: 32.0603, lng: 118.7969 }, radiusKm: 9,
    districts: [
      district('Xuanwu', '玄武区', 32.0500, 118.7980, 3), district('Qinhuai', '秦淮区', 32.0340, 118.7950, 3),
      district('Gulou', '鼓楼区', 32.0660, 118.7700, 3.5), district('Jianye', '建邺区', 32.0040, 118.7320, 4),
      district('Qixia', '栖霞区', 32.1030, 118.9090, 5), district('Yuhuatai', '雨花台区', 31.9910, 118.7790, 3.5),
      district('Jiangning', '江宁区', 31.9530, 118.8400, 6), district('Pukou', '浦口区', 32.0590, 118.6280, 6),
    ],
    railwayStation: landmark('Nanjing South Railway Station', '南京南站', 31.9690, 118.7960, ['Nanjing South']),
    airport: landmark('Nanjing Lukou International Airport', '南京禄口国际机场', 31.7420, 118.8620, ['NKG', 'Lukou Airport']),
  },
  {
    id: 'suzhou', name: 'Suzhou', nameZh: '苏州', aliases: ['Soochow', 'Suzhou City', 'Suzhou Jiangsu', '苏州市'], province: 'Jiangsu',
    center: { lat: 31.2990, lng: 120.5853 }, radiusKm: 9,
    districts: [
      district('Gusu', '姑苏区', 31.3110, 120.6170, 3), district('Huqiu', '虎丘区', 31.2980, 120.5300, 4.5, ['High-tech Zone', 'High Tech Zone', 'Suzhou New District', 'SND', '高新区']),
      district('Wuzhong', '吴中区', 31.2620, 120.6320, 5), district('Xiangcheng', '相城区', 31.3690, 120.6420, 5),
      district('Suzhou Industrial Park', '苏州工业园区', 31.3170, 120.7230, 5, ['Industrial Park', 'SIP', '园区']), district('Wujiang', '吴江区', 31.1590, 120.6450, 6),
    ],
    railwayStation: landmark('Suzhou North Railway Station', '苏州北站', 31.4190, 120.6380, ['Suzhou North']),
  },
  {
    id: 'wuxi', name: 'Wuxi', nameZh: '无锡', aliases: ['Wusih', 'Wuxi City', '无锡市'], province: 'Jiangsu',
    center: { lat: 31.5700, lng: 120.3000 }, radiusKm: 8,
    districts: [
      district('Liangxi', '梁溪区', 31.5760, 120.3000, 3), district('Binhu', '滨湖区', 31.5500, 120.2650, 5),
      district('Xinwu', '新吴区', 31.4900, 120.3630, 5), district('Xishan', '锡山区', 31.5890, 120.3570, 4),
      district('Huishan', '惠山区', 31.6810, 120.2980, 5),
    ],
    railwayStation: landmark('Wuxi Railway Station', '无锡站', 31.5880, 120.3010, ['Wuxi Station']),
    airport: landmark('Sunan Shuofang International Airport', '苏南硕放国际机场', 31.4944, 120.4292, ['WUX', 'Shuofang Airport', 'Wuxi Airport']),
  },
  {
    id: 'ningbo', name: 'Ningbo', nameZh: '宁波', aliases: ['Ningpo', 'Ningbo City', '宁波市'], province: 'Zhejiang',
    center: { lat: 29.8683, lng: 121.5440 }, radiusKm: 8,
    districts: [
      district('Haishu', '海曙区', 29.8590, 121.5500, 3), district('Jiangbei', '江北区', 29.8860, 121.5550, 3.5),
      district('Yinzhou', '鄞州区', 29.8160, 121.5800, 5), district('Zhenhai', '镇海区', 29.9490, 121.7170, 5),
      district('Beilun', '北仑区', 29.9000, 121.8440, 6),
    ],
    railwayStation: landmark('Ningbo Railway Station', '宁波站', 29.8630, 121.5300, ['Ningbo Station']),
    airport: landmark('Ningbo Lishe International Airport', '宁波栎社国际机场', 29.8267, 121.4619, ['NGB', 'Lishe Airport']),
  },
  {
    id: 'wenzhou', name: 'Wenzhou', nameZh: '温州', aliases: ['Wenchow', 'Wenzhou City', '温州市'], province: 'Zhejiang',
    center: { lat: 28.0000, lng: 120.6720 }, radiusKm: 8,
    districts: [
      district('Lucheng', '鹿城区', 28.0150, 120.6550, 4), district('Longwan', '龙湾区', 27.9330, 120.8110, 5),
      district('Ouhai', '瓯海区', 27.9670, 120.6400, 5),
    ],
    railwayStation: landmark('Wenzhou South Railway Station', '温州南站', 27.9710, 120.5770, ['Wenzhou South']),
    airport: landmark('Wenzhou Longwan International Airport', '温州龙湾国际机场', 27.9122, 120.8522, ['WNZ', 'Longwan Airport']),
  },
  {
    id: 'fuzhou', name: 'Fuzhou', nameZh: '福州', aliases: ['Foochow', 'Fuzhou City', '福州市', '榕'], province: 'Fujian',
    center: { lat: 26.0745, lng: 119.2965 }, radiusKm: 8,
    districts: [
      district('Gulou', '鼓楼区', 26.0820, 119.2960, 3), district('Taijiang', '台江区', 26.0530, 119.3140, 2.5),
      district('Cangshan', '仓山区', 26.0200, 119.3000, 4.5), district("Jin'an", '晋安区', 26.0820, 119.3280, 4),
      district('Mawei', '马尾区', 25.9900, 119.4550, 4),
    ],
    railwayStation: landmark('Fuzhou South Railway Station', '福州南站', 25.9850, 119.3880, ['Fuzhou South'], 'Cangshan'),
    airport: landmark('Fuzhou Changle International Airport', '福州长乐国际机场', 25.9351, 119.6633, ['FOC', 'Changle Airport'], 'Changle'),
  },
  {
    id: 'xiamen', name: 'Xiamen', nameZh: '厦门', aliases: ['Amoy', 'Xiamen City', '厦门市', '鹭岛'], province: 'Fujian',
    center: { lat: 24.4798, lng: 118.0894 }, radiusKm: 8,
    districts: [
      district('Siming', '思明区', 24.4450, 118.0820, 4), district('Huli', '湖里区', 24.5120, 118.1460, 4),
      district('Jimei', '集美区', 24.5760, 118.0970, 5), district('Haicang', '海沧区', 24.4840, 117.9960, 5),
      district("Tong'an", '同安区', 24.7230, 118.1520, 6), district("Xiang'an", '翔安区', 24.6180, 118.2470, 6),
    ],
    railwayStation: landmark('Xiamen North Railway Station', '厦门北站', 24.6380, 118.0740, ['Xiamen North']),
    airport: landmark('Xiamen Gaoqi International Airport', '厦门高崎国际机场', 24.5440, 118.1278, ['XMN', 'Gaoqi Airport']),
  },
  {
    id: 'nanchang', name: 'Nanchang', nameZh: '南昌', aliases: ['Nanchang City', '南昌市'], province: 'Jiangxi',
    center: { lat: 28.6820, lng: 115.8579 }, radiusKm: 7,
    districts: [
      district('Donghu', '东湖区', 28.6850, 115.8990, 3), district('Xihu', '西湖区', 28.6560, 115.8770, 3),
      district('Qingshanhu', '青山湖区', 28.6820, 115.9620, 4), district('Honggutan', '红谷滩区', 28.7000, 115.8300, 4),
    ],
    railwayStation: landmark('Nanchang West Railway Station', '南昌西站', 28.6240, 115.7880, ['Nanchang West'], 'Honggutan'),
    airport: landmark('Nanchang Changbei International Airport', '南昌昌北国际机场', 28.8650, 115.9000, ['KHN', 'Changbei Airport'], 'Xinjian'),
  },
  {
    id: 'changsha', name: 'Changsha', nameZh: '长沙', aliases: ['Changsha City', '长沙市', '星城'], province: 'Hunan',
    center: { lat: 28.2282, lng: 112.9388 }, radiusKm: 8,
    districts: [
      district('Furong', '芙蓉区', 28.1850, 112.9890, 3.5), district('Tianxin', '天心区', 28.1130, 112.9890, 4),
      district('Yuelu', '岳麓区', 28.2140, 112.9220, 5), district('Kaifu', '开福区', 28.2560, 112.9860, 4),
      district('Yuhua', '雨花区', 28.1350, 113.0350, 4.5), district('Wangcheng', '望城区', 28.3500, 112.8200, 6),
    ],
    railwayStation: landmark('Changsha South Railway Station', '长沙南站', 28.1480, 113.0650, ['Changsha South']),
    airport: landmark('Changsha Huanghua International Airport', '长沙黄花国际机场', 28.1892, 113.2196, ['CSX', 'Huanghua Airport'], 'Changsha County'),
  },
  {
    id: 'chengdu', name: 'Chengdu', nameZh: '成都', aliases: ['Chengtu', 'Chengdu City', '成都市', '蓉城'], province: 'Sichuan',
    center: { lat: 30.6598, lng: 104.0633 }, radiusKm: 9,
    districts: [
      district('Jinjiang', '锦江区', 30.6500, 104.0900, 3), district('Qingyang', '青羊区', 30.6740, 104.0610, 3),
      district('Jinniu', '金牛区', 30.6910, 104.0510, 3.5), district('Wuhou', '武侯区', 30.6420, 104.0430, 3.5),
      district('Chenghua', '成华区', 30.6600, 104.1020, 3.5), district('High-tech Zone', '高新区', 30.5800, 104.0600, 4, ['Gaoxin', 'Chengdu Hi-tech Zone', 'Tianfu Software Park']),
      district('Shuangliu', '双流区', 30.5740, 103.9230, 5), district('Longquanyi', '龙泉驿区', 30.5570, 104.2750, 5),
      district('Pidu', '郫都区', 30.7950, 103.8870, 5),
    ],
    railwayStation: landmark('Chengdu East Railway Station', '成都东站', 30.6280, 104.1420, ['Chengdu East']),
    airport: landmark('Chengdu Tianfu International Airport', '成都天府国际机场', 30.3190, 104.4440, ['TFU', 'Tianfu Airport'], 'Jianyang'),
  },
  {
    id: 'chongqing', name: 'Chongqing', nameZh: '重庆', aliases: ['Chungking', 'Chongqing City', '重庆市', '渝'], province: 'Chongqing',
    center: { lat: 29.5630, lng: 106.5516 }, radiusKm: 9,
    districts: [
      district('Yuzhong', '渝中区', 29.5530, 106.5690, 2.5), district('Jiangbei', '江北区', 29.6066, 106.5745, 4),
      district("Nan'an", '南岸区', 29.5200, 106.5900, 4), district('Yubei', '渝北区', 29.7180, 106.6310, 6),
      district('Shapingba', '沙坪坝区', 29.5410, 106.4570, 4.5), district('Jiulongpo', '九龙坡区', 29.5020, 106.5110, 4.5),
      district('Dadukou', '大渡口区', 29.4840, 106.4820, 3.5), district('Banan', '巴南区', 29.4020, 106.5400, 6),
    ],
    railwayStation: landmark('Chongqing North Railway Station', '重庆北站', 29.6090, 106.5510, ['Chongqing North'], 'Yubei'),
    airport: landmark('Chongqing Jiangbei International Airport', '重庆江北国际机场', 29.7192, 106.6417, ['CKG', 'Jiangbei Airport']),
  },
  {
    id: 'guiyang', name: 'Guiyang', nameZh: '贵阳', aliases: ['Kweiyang', 'Guiyang City', '贵阳市'], province: 'Guizhou',
    center: { lat: 26.5800, lng: 106.7100 }, radiusKm: 7,
    districts: [
      district('Nanming', '南明区', 26.5680, 106.7140, 3.5), district('Yunyan', '云岩区', 26.6040, 106.7240, 3.5),
      district('Guanshanhu', '观山湖区', 26.6010, 106.6260, 4.5), district('Huaxi', '花溪区', 26.4090, 106.6700, 6),
    ],
    railwayStation: landmark('Guiyang North Railway Station', '贵阳北站', 26.6220, 106.6780, ['Guiyang North']),
    airport: landmark('Guiyang Longdongbao International Airport', '贵阳龙洞堡国际机场', 26.5385, 106.8008, ['KWE', 'Longdongbao Airport']),
  },
  {
    id: 'kunming', name: 'Kunming', nameZh: '昆明', aliases: ['Kunming City', '昆明市', '春城'], province: 'Yunnan',
    center: { lat: 25.0389, lng: 102.7183 }, radiusKm: 8,
    districts: [
      district('Wuhua', '五华区', 25.0430, 102.7070, 3), district('Panlong', '盘龙区', 25.0710, 102.7200, 3.5),
      district('Guandu', '官渡区', 25.0150, 102.7490, 4), district('Xishan', '西山区', 25.0200, 102.6650, 4),
      district('Chenggong', '呈贡区', 24.8880, 102.8210, 6),
    ],
    railwayStation: landmark('Kunming South Railway Station', '昆明南站', 24.8870, 102.8750, ['Kunming South']),
    airport: landmark('Kunming Changshui International Airport', '昆明长水国际机场', 25.1019, 102.9292, ['KMG', 'Changshui Airport']),
  },
  {
    id: 'nanning', name: 'Nanning', nameZh: '南宁', aliases: ['Nanning City', '南宁市', '绿城'], province: 'Guangxi',
    center: { lat: 22.8170, lng: 108.3665 }, radiusKm: 8,
    districts: [
      district('Qingxiu', '青秀区', 22.8200, 108.3900, 4), district('Xingning', '兴宁区', 22.8540, 108.3680, 3.5),
      district('Xixiangtang', '西乡塘区', 22.8330, 108.3130, 4.5), district('Jiangnan', '江南区', 22.7810, 108.2730, 4.5),
      district('Liangqing', '良庆区', 22.7530, 108.3930, 5),
    ],
    railwayStation: landmark('Nanning East Railway Station', '南宁东站', 22.8340, 108.4290, ['Nanning East']),
    airport: landmark('Nanning Wuxu International Airport', '南宁吴圩国际机场', 22.6083, 108.1722, ['NNG', 'Wuxu Airport']),
  },
  {
    id: 'guangzhou', name: 'Guangzhou', nameZh: '广州', aliases: ['Canton', 'Kwangchow', 'Guangzhou City', '广州市', '穗'], province: 'Guangdong',
    center: { lat: 23.1291, lng: 113.2644 }, radiusKm: 10,
    districts: [
      district('Tianhe', '天河区', 23.1247, 113.3612, 4), district('Yuexiu', '越秀区', 23.1290, 113.2668, 3),
      district('Haizhu', '海珠区', 23.0838, 113.3172, 4), district('Liwan', '荔湾区', 23.1259, 113.2442, 3.5),
      district('Baiyun', '白云区', 23.2000, 113.2730, 6), district('Panyu', '番禺区', 22.9376, 113.3840, 6),
      district('Huangpu', '黄埔区', 23.1060, 113.4590, 5), district('Huadu', '花都区', 23.4040, 113.2200, 6),
    ],
    railwayStation: landmark('Guangzhou South Railway Station', '广州南站', 22.9885, 113.2690, ['Guangzhou South', 'Guangzhounan'], 'Panyu'),
    airport: landmark('Guangzhou Baiyun International Airport', '广州白云国际机场', 23.3924, 113.2988, ['CAN', 'Baiyun Airport'], 'Huadu'),
  },
  {
    id: 'foshan', name: 'Foshan', nameZh: '佛山', aliases: ['Fatshan', 'Foshan City', '佛山市'], province: 'Guangdong',
    center: { lat: 23.0215, lng: 113.1214 }, radiusKm: 8,
    districts: [
      district('Chancheng', '禅城区', 23.0090, 113.1220, 3.5), district('Nanhai', '南海区', 23.0290, 113.1430, 6),
      district('Shunde', '顺德区', 22.8060, 113.2930, 6), district('Sanshui', '三水区', 23.1560, 112.8970, 6),
    ],
    railwayStation: landmark('Foshan West Railway Station', '佛山西站', 23.0660, 113.0690, ['Foshan West']),
  },
  {
    id: 'dongguan', name: 'Dongguan', nameZh: '东莞', aliases: ['Tungkun', 'Dongguan City', '东莞市', '莞'], province: 'Guangdong',
    center: { lat: 23.0207, lng: 113.7518 }, radiusKm: 9,
    districts: [
      district('Nancheng', '南城街道', 23.0180, 113.7520, 3, ['南城区']), district('Dongcheng', '东城街道', 23.0300, 113.7800, 3, ['东城区']),
      district('Guancheng', '莞城街道', 23.0460, 113.7500, 2, ['莞城区']), district('Songshan Lake', '松山湖', 22.9200, 113.8900, 4, ['Songshanhu']),
      district('Humen', '虎门镇', 22.8150, 113.6700, 4, ['Humen Town']), district("Chang'an", '长安镇', 22.8150, 113.8030, 4, ["Chang'an Town"]),
    ],
    railwayStation: landmark('Humen Railway Station', '虎门站', 22.8670, 113.7020, ['Humen Station', 'Dongguan Humen']),
  },
  {
    id: 'zhuhai', name: 'Zhuhai', nameZh: '珠海', aliases: ['Chuhai', 'Zhuhai City', '珠海市'], province: 'Guangdong',
    center: { lat: 22.2710, lng: 113.5767 }, radiusKm: 8,
    districts: [
      district('Xiangzhou', '香洲区', 22.2710, 113.5430, 5), district('Jinwan', '金湾区', 22.1470, 113.3630, 6),
      district('Doumen', '斗门区', 22.2090, 113.2970, 6), district('Hengqin', '横琴', 22.1230, 113.5310, 4, ['Hengqin New Area']),
    ],
    railwayStation: landmark('Zhuhai Railway Station', '珠海站', 22.2150, 113.5500, ['Zhuhai Station', 'Gongbei Station']),
    airport: landmark('Zhuhai Jinwan Airport', '珠海金湾机场', 22.0064, 113.3761, ['ZUH', 'Jinwan Airport']),
  },
  {
    id: 'haikou', name: 'Haikou', nameZh: '海口', aliases: ['Hoihow', 'Haikou City', '海口市'], province: 'Hainan',
    center: { lat: 20.0440, lng: 110.3200 }, radiusKm: 7,
    districts: [
      district('Longhua', '龙华区', 20.0300, 110.3300, 3.5), district('Meilan', '美兰区', 20.0300, 110.3660, 4),
      district('Xiuying', '秀英区', 20.0080, 110.2930, 4), district('Qiongshan', '琼山区', 19.9900, 110.3540, 4),
    ],
    railwayStation: landmark('Haikou East Railway Station', '海口东站', 19.9990, 110.3460, ['Haikou East']),
    airport: landmark('Haikou Meilan International Airport', '海口美兰国际机场', 19.9349, 110.4590, ['HAK', 'Meilan Airport']),
  },
  {
    id: 'sanya', name: 'Sanya', nameZh: '三亚', aliases: ['Sanya City', '三亚市'], province: 'Hainan',
    center: { lat: 18.2528, lng: 109.5120 }, radiusKm: 8,
    districts: [
      district('Jiyang', '吉阳区', 18.2810, 109.5780, 5), district('Tianya', '天涯区', 18.3000, 109.4500, 5),
      district('Haitang', '海棠区', 18.3500, 109.7300, 5, ['Haitang Bay']), district('Yazhou', '崖州区', 18.3520, 109.1710, 5),
    ],
    railwayStation: landmark('Sanya Railway Station', '三亚站', 18.3040, 109.4900, ['Sanya Station']),
    airport: landmark('Sanya Phoenix International Airport', '三亚凤凰国际机场', 18.3029, 109.4122, ['SYX', 'Phoenix Airport']),
  },
]
