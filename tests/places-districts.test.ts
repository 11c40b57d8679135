import { describe, expect, it } from 'vitest'
import { allPlaces, haversineKm, landmarkPlaces, outlineCityById, placeById } from '../simulator/world/places/index.ts'
import { detailedDistricts } from '../simulator/world/places/districts.ts'

/**
 * Every gazetteer place sits in the district it says. There are no district polygons in the world,
 * so this checks the facts we know (each from the place's official address) and bounds the rest.
 */

/** Places whose district is easy to get wrong (near a boundary, or named after another district), as their official addresses give it. */
const KNOWN: Readonly<Record<string, string>> = {
  bj_capital_airport: 'Shunyi', // 顺义区首都机场路
  bj_hilton_capital_airport: 'Shunyi',
  bj_daxing_airport: 'Daxing',
  bj_xiaomi_campus: 'Haidian', // 海淀区西二旗中路33号
  bj_baidu_campus: 'Haidian', // 海淀区上地十街10号
  bj_zpark: 'Haidian',
  bj_qinghe_station: 'Haidian',
  bj_beijing_west_station: 'Fengtai', // 丰台区莲花池东路118号
  bj_beijing_south_station: 'Fengtai',
  bj_beijing_north_station: 'Xicheng',
  bj_beijing_station: 'Dongcheng',
  bj_ganjiakou: 'Haidian', // 甘家口街道 is Haidian's; 甘家口大厦: 海淀区三里河路21号
  bj_tiantan_hospital: 'Fengtai', // moved to 丰台区南四环西路119号 in 2018
  bj_anzhenli: 'Chaoyang',
  bj_fangchengyuan: 'Fengtai',
  bj_beijing_zoo: 'Xicheng',
  bj_jingshan_park: 'Xicheng',
  bj_temple_of_heaven: 'Dongcheng',
  bj_olympic_forest_park: 'Chaoyang',
  bj_birds_nest: 'Chaoyang',
  bj_jd_hq: 'Daxing', // 亦庄, administered with Daxing
  bj_longde_plaza: 'Changping',
  bj_tiantongyuan: 'Changping',
  bj_huaxi_live: 'Haidian',
  bj_bnu: 'Haidian',
  bj_uibe: 'Chaoyang',
  sh_hongqiao_station: 'Minhang',
  sh_hongqiao_airport: 'Changning', // 长宁区虹桥路2550号
  sh_pudong_airport: 'Pudong',
  sh_lujiazui: 'Pudong',
  sh_shanghai_station: "Jing'an", // Zhabei merged into Jing'an in 2015
  sh_huashan_hospital: "Jing'an",
  sh_culture_square: 'Huangpu', // Luwan merged into Huangpu in 2011
  sh_sjtu: 'Minhang',
  hz_hangzhou_east_station: 'Shangcheng', // Jianggan merged into Shangcheng in 2021
  hz_kerry_centre: 'Gongshu', // Xiacheng merged into Gongshu in 2021
  hz_xiaoshan_airport: 'Xiaoshan',
  hz_hangzhou_west_station: 'Yuhang',
  hz_alibaba_xixi: 'Yuhang',
  sz_huawei_bantian: 'Longgang',
  sz_shenzhen_east_station: 'Longgang',
  sz_shenzhen_north_station: 'Longhua',
  sz_baoan_airport: "Bao'an",
  sz_hku_shenzhen_hospital: 'Futian',
  sz_wutong_mountain: 'Luohu',
}

describe('gazetteer districts', () => {
  it('puts the places we know the district of in that district', () => {
    const wrong = Object.entries(KNOWN)
      .filter(([id, district]) => placeById.get(id)?.district !== district)
      .map(([id, district]) => `${id}: ${placeById.get(id)?.district ?? 'missing'} (should be ${district})`)
    expect(wrong).toEqual([])
  })

  it("names only districts its city has, and lies within 30 km of that district's centre (airports lie far out)", () => {
    const far: string[] = []
    for (const p of allPlaces) {
      const d = (detailedDistricts[p.city] ?? []).find((x) => x.name === p.district)
      if (!d) far.push(`${p.id}: no district ${p.district} in ${p.city}`)
      else if (haversineKm(p, d.center) > 30) far.push(`${p.id}: ${haversineKm(p, d.center).toFixed(1)} km from ${p.district}`)
    }
    expect(far).toEqual([])
  })

  it("gives outline cities' stations and airports a district of their city, or the county they lie in", () => {
    for (const p of landmarkPlaces) {
      const city = outlineCityById.get(p.city)
      expect(city, p.id).toBeDefined()
      expect(p.district, p.name).toMatch(/\S/)
    }
  })
})
