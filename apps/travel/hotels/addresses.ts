import type { LatLng, Rng } from '../../kit/index.ts'
import { greatCircleKm } from '../world/geo.ts'

/**
 * Where a chain branch stands, written as the city writes addresses: a number on a street that runs
 * by the station, mall or office it is named after ("118 Lianhuachi East Road, Fengtai District"),
 * the street taken from the gazetteer's own addresses. Cities the gazetteer does not list use the
 * streets every Chinese city has (站前路 by the station, 机场路 to the airport, 人民路 downtown).
 */
export interface AddressAnchor extends LatLng {
  kind: string
  district: string
  address?: string
}

const STREET = /^(?:No\.\s*)?[\dA-Z][\dA-Z-]*\s+(.+?\b(?:Road|Street|Avenue|Lane|Hutong|Boulevard|Alley))\b|^((?:[A-Z0-9][\w'-]*\s+)+(?:Road|Street|Avenue|Lane|Hutong|Boulevard|Alley))\b/

/** The street of a gazetteer address ('12 Chezhan Road, Yongwai' -> 'Chezhan Road'), if it names one. */
export function streetOf(address: string | undefined): string | undefined {
  const first = address?.split(',')[0]?.trim()
  if (!first) return undefined
  const m = STREET.exec(first)
  return m?.[1] ?? m?.[2]
}

const DOWNTOWN = ['Renmin Road', 'Jiefang Road', 'Zhongshan Road', 'Jianshe Road', 'Wenhua Road', 'Xinhua Road', 'Heping Road'] as const

/**
 * A branch's street address near its anchor: the anchor's street, else the street of the nearest
 * anchor that has one; `districted` adds '<District> District' (gazetteer cities), else the city.
 */
export function branchAddress(anchor: AddressAnchor, anchors: readonly AddressAnchor[], rng: Rng, where: { districted: boolean; city: string }): string {
  let street = streetOf(anchor.address)
  if (!street && anchor.address !== undefined) {
    const near = anchors
      .filter((a) => streetOf(a.address) !== undefined)
      .map((a) => ({ a, km: greatCircleKm(anchor, a) }))
      .sort((x, y) => x.km - y.km)[0]
    street = near && near.km < 3 ? streetOf(near.a.address) : undefined
  }
  street ??= anchor.kind === 'station' ? 'Zhanqian Road' : anchor.kind === 'airport' ? 'Airport Road' : DOWNTOWN[Math.floor(rng.next() * DOWNTOWN.length)]!
  const number = rng.int(1, 399)
  return `${number} ${street}, ${where.districted ? `${anchor.district} District` : where.city}`
}

/** Districts of the gazetteer cities in Chinese, for the names of international hotels (北京海淀皇冠假日酒店). */
export const DISTRICT_ZH: Readonly<Record<string, string>> = {
  Dongcheng: '东城', Xicheng: '西城', Chaoyang: '朝阳', Haidian: '海淀', Fengtai: '丰台', Shijingshan: '石景山', Mentougou: '门头沟', Fangshan: '房山',
  Tongzhou: '通州', Shunyi: '顺义', Changping: '昌平', Daxing: '大兴', Huairou: '怀柔', Pinggu: '平谷', Miyun: '密云', Yanqing: '延庆',
  Huangpu: '黄浦', Xuhui: '徐汇', Changning: '长宁', "Jing'an": '静安', Putuo: '普陀', Hongkou: '虹口', Yangpu: '杨浦', Minhang: '闵行', Baoshan: '宝山',
  Jiading: '嘉定', Pudong: '浦东', Jinshan: '金山', Songjiang: '松江', Qingpu: '青浦', Fengxian: '奉贤', Chongming: '崇明',
  Shangcheng: '上城', Gongshu: '拱墅', Xihu: '西湖', Binjiang: '滨江', Xiaoshan: '萧山', Yuhang: '余杭', Linping: '临平', Qiantang: '钱塘', Fuyang: '富阳', "Lin'an": '临安',
  Futian: '福田', Luohu: '罗湖', Nanshan: '南山', Yantian: '盐田', "Bao'an": '宝安', Longgang: '龙岗', Longhua: '龙华', Pingshan: '坪山', Guangming: '光明', Dapeng: '大鹏',
}
