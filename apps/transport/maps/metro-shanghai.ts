import type { MetroLine } from './metro-types.ts'

/** Shanghai Metro: the main lines in station order at real coordinates (see metro-beijing.ts). */
export const shanghaiMetro: readonly MetroLine[] = [
  { name: 'Line 1', zh: '1号线', kmh: 36, stations: [
    ['Xinzhuang', '莘庄', 31.1118, 121.3854], ['Waihuanlu', '外环路', 31.1212, 121.3931], ['Lianhua Road', '莲花路', 31.1311, 121.4025], ['Jinjiang Park', '锦江乐园', 31.1421, 121.4140],
    ['Shanghai South Railway Station', '上海南站', 31.1549, 121.4303], ['Caobao Road', '漕宝路', 31.1698, 121.4377], ['Shanghai Indoor Stadium', '上海体育馆', 31.1825, 121.4416], ['Xujiahui', '徐家汇', 31.1943, 121.4372],
    ['Hengshan Road', '衡山路', 31.2043, 121.4465], ['Changshu Road', '常熟路', 31.2125, 121.4517], ['South Shaanxi Road', '陕西南路', 31.2173, 121.4614], ['South Huangpi Road', '黄陂南路', 31.2227, 121.4746],
    ["People's Square", '人民广场', 31.2329, 121.4740], ['Xinzha Road', '新闸路', 31.2398, 121.4656], ['Hanzhong Road', '汉中路', 31.2441, 121.4610], ['Shanghai Railway Station', '上海火车站', 31.2495, 121.4558],
    ['Zhongshan North Road', '中山北路', 31.2592, 121.4582], ['Yanchang Road', '延长路', 31.2723, 121.4561], ['Shanghai Circus World', '上海马戏城', 31.2812, 121.4574], ['Wenshui Road', '汶水路', 31.2926, 121.4582],
    ['Pengpu Xincun', '彭浦新村', 31.3060, 121.4500], ['Gongkang Road', '共康路', 31.3200, 121.4430], ['Hulan Road', '呼兰路', 31.3460, 121.4350], ['Fujin Road', '富锦路', 31.3939, 121.4213],
  ] },
  { name: 'Line 2', zh: '2号线', kmh: 38, stations: [
    ['Xujing East', '徐泾东', 31.1919, 121.2960], ['Hongqiao Railway Station', '虹桥火车站', 31.1943, 121.3213], ['Hongqiao Airport Terminal 2', '虹桥2号航站楼', 31.1945, 121.3260], ['Songhong Road', '淞虹路', 31.2170, 121.3575],
    ['Beixinjing', '北新泾', 31.2188, 121.3778], ['Weining Road', '威宁路', 31.2183, 121.3937], ['Loushanguan Road', '娄山关路', 31.2152, 121.4064], ['Zhongshan Park', '中山公园', 31.2206, 121.4176],
    ['Jiangsu Road', '江苏路', 31.2213, 121.4308], ["Jing'an Temple", '静安寺', 31.2236, 121.4456], ['West Nanjing Road', '南京西路', 31.2303, 121.4597], ["People's Square", '人民广场', 31.2329, 121.4740],
    ['East Nanjing Road', '南京东路', 31.2380, 121.4846], ['Lujiazui', '陆家嘴', 31.2379, 121.5017], ['Dongchang Road', '东昌路', 31.2330, 121.5130], ['Century Avenue', '世纪大道', 31.2289, 121.5255],
    ['Shanghai Science and Technology Museum', '上海科技馆', 31.2193, 121.5444], ['Century Park', '世纪公园', 31.2105, 121.5512], ['Longyang Road', '龙阳路', 31.2040, 121.5600], ['Zhangjiang Hi-Tech Park', '张江高科', 31.2028, 121.5875],
    ['Guanglan Road', '广兰路', 31.2110, 121.6220], ['Tangzhen', '唐镇', 31.2130, 121.6560], ['Chuansha', '川沙', 31.1920, 121.6990], ['Pudong International Airport', '浦东国际机场', 31.1511, 121.8047],
  ] },
  { name: 'Line 3', zh: '3号线', kmh: 36, stations: [
    ['Shanghai South Railway Station', '上海南站', 31.1549, 121.4303], ['Caoxi Road', '漕溪路', 31.1797, 121.4322], ['Yishan Road', '宜山路', 31.1866, 121.4238], ['Hongqiao Road', '虹桥路', 31.1989, 121.4206],
    ["West Yan'an Road", '延安西路', 31.2075, 121.4164], ['Zhongshan Park', '中山公园', 31.2206, 121.4176], ['Jinshajiang Road', '金沙江路', 31.2315, 121.4130], ['Caoyang Road', '曹杨路', 31.2395, 121.4195],
    ['Zhenping Road', '镇坪路', 31.2527, 121.4254], ['Zhongtan Road', '中潭路', 31.2585, 121.4400], ['Shanghai Railway Station', '上海火车站', 31.2495, 121.4558], ['Baoshan Road', '宝山路', 31.2543, 121.4808],
    ['Hongkou Football Stadium', '虹口足球场', 31.2732, 121.4786], ['Chifeng Road', '赤峰路', 31.2820, 121.4800], ['Dabaishu', '大柏树', 31.2930, 121.4790], ['Jiangwan Town', '江湾镇', 31.3100, 121.4780],
  ] },
  { name: 'Line 4', zh: '4号线', kmh: 34, loop: true, stations: [
    ['Yishan Road', '宜山路', 31.1866, 121.4238], ['Shanghai Indoor Stadium', '上海体育馆', 31.1825, 121.4416], ['Shanghai Stadium', '上海体育场', 31.1830, 121.4480], ["Dong'an Road", '东安路', 31.1880, 121.4498],
    ['Damuqiao Road', '大木桥路', 31.1948, 121.4580], ['Luban Road', '鲁班路', 31.1985, 121.4730], ['South Xizang Road', '西藏南路', 31.2030, 121.4880], ['Nanpu Bridge', '南浦大桥', 31.2080, 121.5000],
    ['Tangqiao', '塘桥', 31.2150, 121.5170], ['Pudian Road', '浦电路', 31.2230, 121.5250], ['Century Avenue', '世纪大道', 31.2289, 121.5255], ['Pudong Avenue', '浦东大道', 31.2430, 121.5200],
    ['Yangshupu Road', '杨树浦路', 31.2530, 121.5200], ['Dalian Road', '大连路', 31.2600, 121.5140], ['Linping Road', '临平路', 31.2620, 121.5030], ['Hailun Road', '海伦路', 31.2645, 121.4859],
    ['Baoshan Road', '宝山路', 31.2543, 121.4808], ['Shanghai Railway Station', '上海火车站', 31.2495, 121.4558], ['Zhongtan Road', '中潭路', 31.2585, 121.4400], ['Zhenping Road', '镇坪路', 31.2527, 121.4254],
    ['Caoyang Road', '曹杨路', 31.2395, 121.4195], ['Jinshajiang Road', '金沙江路', 31.2315, 121.4130], ['Zhongshan Park', '中山公园', 31.2206, 121.4176], ["West Yan'an Road", '延安西路', 31.2075, 121.4164],
    ['Hongqiao Road', '虹桥路', 31.1989, 121.4206],
  ] },
  { name: 'Line 7', zh: '7号线', kmh: 35, stations: [
    ['Xincun Road', '新村路', 31.2680, 121.4170], ['Langao Road', '岚皋路', 31.2600, 121.4200], ['Zhenping Road', '镇坪路', 31.2527, 121.4254], ['Changshou Road', '长寿路', 31.2448, 121.4383],
    ['Changping Road', '昌平路', 31.2380, 121.4430], ["Jing'an Temple", '静安寺', 31.2236, 121.4456], ['Changshu Road', '常熟路', 31.2125, 121.4517], ['Zhaojiabang Road', '肇嘉浜路', 31.1977, 121.4523],
    ["Dong'an Road", '东安路', 31.1880, 121.4498], ['Longhua Middle Road', '龙华中路', 31.1831, 121.4627], ['Houtan', '后滩', 31.1722, 121.4785], ['Yaohua Road', '耀华路', 31.1737, 121.4888],
    ['Yuntai Road', '云台路', 31.1790, 121.5050], ['Gaoke West Road', '高科西路', 31.1888, 121.5199], ['South Yanggao Road', '杨高南路', 31.1984, 121.5360], ['Jinxiu Road', '锦绣路', 31.2034, 121.5483],
    ['Longyang Road', '龙阳路', 31.2040, 121.5600], ['Huamu Road', '花木路', 31.2051, 121.5718],
  ] },
  { name: 'Line 8', zh: '8号线', kmh: 34, stations: [
    ['Shiguang Road', '市光路', 31.3283, 121.5290], ['Xiangyin Road', '翔殷路', 31.3080, 121.5230], ['Huangxing Park', '黄兴公园', 31.2970, 121.5230], ['Yanji Middle Road', '延吉中路', 31.2880, 121.5220],
    ['Anshan Xincun', '鞍山新村', 31.2750, 121.5020], ['Siping Road', '四平路', 31.2799, 121.5052], ['Quyang Road', '曲阳路', 31.2790, 121.4826], ['Hongkou Football Stadium', '虹口足球场', 31.2732, 121.4786],
    ['North Xizang Road', '西藏北路', 31.2590, 121.4742], ['Zhongxing Road', '中兴路', 31.2497, 121.4725], ['Qufu Road', '曲阜路', 31.2429, 121.4746], ["People's Square", '人民广场', 31.2329, 121.4740],
    ['Dashijie', '大世界', 31.2285, 121.4825], ['Laoximen', '老西门', 31.2164, 121.4870], ['Lujiabang Road', '陆家浜路', 31.2115, 121.4936], ['China Art Museum', '中华艺术宫', 31.1877, 121.4904],
    ['Yaohua Road', '耀华路', 31.1737, 121.4888], ['Chengshan Road', '成山路', 31.1661, 121.4948], ['Yangsi', '杨思', 31.1450, 121.4919], ['Lingzhao Xincun', '凌兆新村', 31.1330, 121.4950],
  ] },
  { name: 'Line 9', zh: '9号线', kmh: 38, stations: [
    ['Jiuting', '九亭', 31.1400, 121.3230], ['Qibao', '七宝', 31.1580, 121.3500], ['Hechuan Road', '合川路', 31.1690, 121.3860], ['Caohejing Hi-Tech Park', '漕河泾开发区', 31.1742, 121.3969],
    ['Guilin Road', '桂林路', 31.1779, 121.4156], ['Yishan Road', '宜山路', 31.1866, 121.4238], ['Xujiahui', '徐家汇', 31.1943, 121.4372], ['Zhaojiabang Road', '肇嘉浜路', 31.1977, 121.4523],
    ['Jiashan Road', '嘉善路', 31.2020, 121.4600], ['Dapuqiao', '打浦桥', 31.2054, 121.4695], ['Madang Road', '马当路', 31.2096, 121.4803], ['Lujiabang Road', '陆家浜路', 31.2115, 121.4936],
    ['Xiaonanmen', '小南门', 31.2194, 121.4989], ['Shangcheng Road', '商城路', 31.2312, 121.5150], ['Century Avenue', '世纪大道', 31.2289, 121.5255], ['Middle Yanggao Road', '杨高中路', 31.2370, 121.5380],
    ['Jinqiao', '金桥', 31.2560, 121.5900], ['Caolu', '曹路', 31.2704, 121.6583],
  ] },
  { name: 'Line 10', zh: '10号线', kmh: 35, stations: [
    ['Hongqiao Railway Station', '虹桥火车站', 31.1943, 121.3213], ['Hongqiao Airport Terminal 2', '虹桥2号航站楼', 31.1945, 121.3260], ['Hongqiao Airport Terminal 1', '虹桥1号航站楼', 31.1980, 121.3464], ['Shanghai Zoo', '上海动物园', 31.1927, 121.3697],
    ['Shuicheng Road', '水城路', 31.1960, 121.3960], ['Songyuan Road', '宋园路', 31.1990, 121.4130], ['Hongqiao Road', '虹桥路', 31.1989, 121.4206], ['Jiaotong University', '交通大学', 31.1997, 121.4340],
    ['Shanghai Library', '上海图书馆', 31.2065, 121.4402], ['South Shaanxi Road', '陕西南路', 31.2173, 121.4614], ['Xintiandi', '新天地', 31.2179, 121.4744], ['Laoximen', '老西门', 31.2164, 121.4870],
    ['Yuyuan Garden', '豫园', 31.2273, 121.4924], ['East Nanjing Road', '南京东路', 31.2380, 121.4846], ['Tiantong Road', '天潼路', 31.2474, 121.4852], ['North Sichuan Road', '四川北路', 31.2560, 121.4865],
    ['Hailun Road', '海伦路', 31.2645, 121.4859], ['Siping Road', '四平路', 31.2799, 121.5052], ['Tongji University', '同济大学', 31.2847, 121.5012], ['Guoquan Road', '国权路', 31.2882, 121.5096],
    ['Wujiaochang', '五角场', 31.2989, 121.5137], ['Jiangwan Stadium', '江湾体育场', 31.3078, 121.5178], ['Xinjiangwancheng', '新江湾城', 31.3320, 121.5050],
  ] },
  { name: 'Line 11', zh: '11号线', kmh: 45, stations: [
    ['Jiading North', '嘉定北', 31.3930, 121.2450], ['Malu', '马陆', 31.3170, 121.2710], ['Nanxiang', '南翔', 31.2960, 121.3160], ['Taopu Xincun', '桃浦新村', 31.2800, 121.3480],
    ['Qilianshan Road', '祁连山路', 31.2580, 121.3710], ['Shanghai West Railway Station', '上海西站', 31.2620, 121.4020], ['Zhenru', '真如', 31.2540, 121.4130], ['Caoyang Road', '曹杨路', 31.2395, 121.4195],
    ['Longde Road', '隆德路', 31.2300, 121.4260], ['Jiangsu Road', '江苏路', 31.2213, 121.4308], ['Jiaotong University', '交通大学', 31.1997, 121.4340], ['Xujiahui', '徐家汇', 31.1943, 121.4372],
    ['Shanghai Swimming Center', '上海游泳馆', 31.1840, 121.4390], ['Longhua', '龙华', 31.1777, 121.4579], ['Yunjin Road', '云锦路', 31.1715, 121.4640], ['Oriental Sports Center', '东方体育中心', 31.1583, 121.4848],
    ['Kangxin Highway', '康新公路', 31.1180, 121.5850], ['Disney Resort', '迪士尼', 31.1412, 121.6647],
  ] },
  { name: 'Shanghai Maglev', zh: '磁浮线', kmh: 250, fare: 50, stations: [
    ['Longyang Road', '龙阳路', 31.2040, 121.5600], ['Pudong International Airport', '浦东国际机场', 31.1511, 121.8047],
  ] },
]
