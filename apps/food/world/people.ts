import type { Rng } from '../../kit/index.ts'

/** Names and phone numbers the food apps show: shop owners' brands, riders, restaurant landlines. */

/** How small shops are named after their owner: 老王 (Old Wang), 张记 (Zhang's). */
export const OWNER_BRANDS: readonly (readonly [string, string])[] = [
  ['Lao Wang', '老王'], ['Zhang Ji', '张记'], ['Li Ji', '李记'], ['Xiao Chen', '小陈'], ['Lao Liu', '老刘'],
  ['Zhou Ji', '周记'], ['Hu Ji', '胡记'], ['Ma Ji', '马记'], ['A Fu', '阿福'], ['Da Zhuang', '大壮'],
  ['Lao Ma', '老马'], ['He Ji', '何记'], ['Wu Ji', '吴记'], ['Tang Ji', '唐记'], ['Xiao Huang', '小黄'],
  ['Lao Sun', '老孙'], ['Guo Ji', '郭记'], ['Xiao Yang', '小杨'], ['Lao Zhao', '老赵'], ['Lin Ji', '林记'],
]

const SURNAMES: readonly (readonly [string, string])[] = [
  ['Wang', '王'], ['Li', '李'], ['Zhang', '张'], ['Liu', '刘'], ['Chen', '陈'], ['Yang', '杨'], ['Zhao', '赵'],
  ['Huang', '黄'], ['Zhou', '周'], ['Wu', '吴'], ['Xu', '徐'], ['Sun', '孙'], ['Ma', '马'], ['Zhu', '朱'],
  ['Hu', '胡'], ['Guo', '郭'], ['He', '何'], ['Gao', '高'], ['Lin', '林'], ['Luo', '罗'],
]

const GIVEN: readonly (readonly [string, string])[] = [
  ['Wei', '伟'], ['Qiang', '强'], ['Lei', '磊'], ['Jun', '军'], ['Yong', '勇'], ['Tao', '涛'], ['Bin', '斌'],
  ['Hui', '辉'], ['Peng', '鹏'], ['Chao', '超'], ['Gang', '刚'], ['Ming', '明'], ['Jie', '杰'], ['Fei', '飞'],
  ['Hai', '海'], ['Long', '龙'], ['Dong', '东'], ['Kai', '凯'], ['Xin', '鑫'], ['Bo', '波'],
]

const MOBILE_PREFIXES = ['138', '139', '135', '136', '137', '150', '151', '158', '159', '186', '187', '188', '133', '153', '180', '189', '177', '199', '166']

/** A delivery rider as the apps show one: name with characters, and a masked virtual number. */
export function riderOf(rng: Rng): { name: string; phone: string } {
  const [sp, sz] = rng.pick(SURNAMES)
  const [gp, gz] = rng.pick(GIVEN)
  return { name: `${sp} ${gp} (${sz}${gz})`, phone: maskedMobile(rng) }
}

export const maskedMobile = (rng: Rng): string => `${rng.pick(MOBILE_PREFIXES)}****${String(rng.int(0, 9999)).padStart(4, '0')}`

const AREA_CODES: Readonly<Record<string, string>> = { beijing: '010', shanghai: '021', hangzhou: '0571', shenzhen: '0755' }

/** A restaurant's landline in its city's format, or a shop owner's mobile. */
export function shopPhone(rng: Rng, city: string, mobile: boolean): string {
  if (mobile) return `${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`
  const code = AREA_CODES[city] ?? '010'
  const digits = code.length === 3 ? 8 : 8
  return `${code}-${String(rng.int(10_000_000, 10 ** digits - 1))}`
}

/** "Li Wei" -> "Mr. Li": how a restaurant writes a booking's name. */
export function honorific(fullName: string, gender: 'male' | 'female'): string {
  const surname = fullName.trim().split(/\s+/)[0] ?? fullName
  return `${gender === 'female' ? 'Ms.' : 'Mr.'} ${surname}`
}
