import { district } from './outline-cities-north.ts'
import type { District } from './types.ts'

/**
 * The districts of the four gazetteer cities, spelled as their gazetteer writes them, with a centre
 * near where their addresses cluster (the built-up part, not the geometric middle of a rural district).
 */
export const detailedDistricts: Readonly<Record<string, readonly District[]>> = {
  beijing: [
    district('Dongcheng', '东城区', 39.9288, 116.4160, 3), district('Xicheng', '西城区', 39.9123, 116.3660, 3),
    district('Chaoyang', '朝阳区', 39.9400, 116.4700, 6), district('Haidian', '海淀区', 39.9750, 116.3100, 6),
    district('Fengtai', '丰台区', 39.8584, 116.3300, 5), district('Shijingshan', '石景山区', 39.9060, 116.2230, 3.5),
    district('Tongzhou', '通州区', 39.9020, 116.6560, 6), district('Changping', '昌平区', 40.0900, 116.3400, 7),
    district('Daxing', '大兴区', 39.7500, 116.3600, 7), district('Shunyi', '顺义区', 40.1302, 116.6546, 7),
    district('Fangshan', '房山区', 39.7480, 116.1430, 7), district('Mentougou', '门头沟区', 39.9400, 116.1020, 5),
    district('Huairou', '怀柔区', 40.3160, 116.6320, 6), district('Pinggu', '平谷区', 40.1410, 117.1210, 6),
    district('Miyun', '密云区', 40.3770, 116.8430, 6), district('Yanqing', '延庆区', 40.4560, 115.9750, 6),
  ],
  shanghai: [
    district('Huangpu', '黄浦区', 31.2317, 121.4846, 2.5), district('Xuhui', '徐汇区', 31.1885, 121.4365, 4),
    district('Changning', '长宁区', 31.2204, 121.4045, 3.5), district("Jing'an", '静安区', 31.2466, 121.4560, 3),
    district('Putuo', '普陀区', 31.2495, 121.3970, 3.5), district('Hongkou', '虹口区', 31.2646, 121.4950, 3),
    district('Yangpu', '杨浦区', 31.2830, 121.5260, 3.5), district('Pudong', '浦东新区', 31.2150, 121.5800, 7, ['Pudong New Area', 'Pudong New District']),
    district('Minhang', '闵行区', 31.1128, 121.3816, 7), district('Baoshan', '宝山区', 31.4054, 121.4890, 6),
    district('Jiading', '嘉定区', 31.3750, 121.2650, 6), district('Songjiang', '松江区', 31.0320, 121.2230, 7),
    district('Qingpu', '青浦区', 31.1500, 121.1240, 7), district('Fengxian', '奉贤区', 30.9180, 121.4740, 7),
    district('Jinshan', '金山区', 30.7420, 121.3420, 7), district('Chongming', '崇明区', 31.6230, 121.3970, 7),
  ],
  hangzhou: [
    district('Shangcheng', '上城区', 30.2500, 120.1800, 4), district('Gongshu', '拱墅区', 30.3190, 120.1420, 4),
    district('Xihu', '西湖区', 30.2700, 120.1000, 5), district('Binjiang', '滨江区', 30.2083, 120.2120, 4),
    district('Xiaoshan', '萧山区', 30.1624, 120.2640, 7), district('Yuhang', '余杭区', 30.3200, 120.0300, 7),
    district('Linping', '临平区', 30.4210, 120.3000, 6), district('Qiantang', '钱塘区', 30.3100, 120.4900, 6),
    district('Fuyang', '富阳区', 30.0490, 119.9600, 6), district("Lin'an", '临安区', 30.2330, 119.7240, 6),
  ],
  shenzhen: [
    district('Futian', '福田区', 22.5410, 114.0550, 4), district('Luohu', '罗湖区', 22.5480, 114.1310, 3.5),
    district('Nanshan', '南山区', 22.5330, 113.9300, 5), district("Bao'an", '宝安区', 22.5550, 113.8830, 7),
    district('Longgang', '龙岗区', 22.7200, 114.2470, 8), district('Longhua', '龙华区', 22.6560, 114.0450, 5),
    district('Yantian', '盐田区', 22.5560, 114.2360, 4), district('Guangming', '光明区', 22.7480, 113.9360, 5),
    district('Pingshan', '坪山区', 22.6900, 114.3460, 5), district('Dapeng', '大鹏新区', 22.5900, 114.4800, 5, ['Dapeng New District']),
  ],
}
