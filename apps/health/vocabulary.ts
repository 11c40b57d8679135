import { invalidArgument, ownEntry } from '../kit/index.ts'
import { AREAS, EQUIPMENT, type Area, type Equipment } from './exercise-library.ts'

/** How people name equipment and body areas, mapped to the library's terms; results sorted for stable state. */

const key = (text: string): string => text.trim().toLowerCase().replace(/[\s\-]+/g, '_')

const EQUIPMENT_SPELLINGS: Readonly<Record<string, Equipment | 'none'>> = {
  dumbbell: 'dumbbells', dumbbells: 'dumbbells', '哑铃': 'dumbbells',
  kettlebell: 'kettlebell', kettlebells: 'kettlebell', kettle_bell: 'kettlebell', '壶铃': 'kettlebell',
  resistance_band: 'resistance_bands', resistance_bands: 'resistance_bands', band: 'resistance_bands', bands: 'resistance_bands',
  elastic_band: 'resistance_bands', elastic_bands: 'resistance_bands', loop_bands: 'resistance_bands', '弹力带': 'resistance_bands',
  yoga_mat: 'yoga_mat', mat: 'yoga_mat', exercise_mat: 'yoga_mat', fitness_mat: 'yoga_mat', '瑜伽垫': 'yoga_mat',
  barbell: 'barbell', barbells: 'barbell', '杠铃': 'barbell',
  bench: 'bench', weight_bench: 'bench', workout_bench: 'bench',
  pull_up_bar: 'pull_up_bar', pullup_bar: 'pull_up_bar', chin_up_bar: 'pull_up_bar', '单杠': 'pull_up_bar',
  jump_rope: 'jump_rope', skipping_rope: 'jump_rope', rope: 'jump_rope', '跳绳': 'jump_rope',
  stability_ball: 'stability_ball', swiss_ball: 'stability_ball', exercise_ball: 'stability_ball', gym_ball: 'stability_ball',
  medicine_ball: 'medicine_ball', slam_ball: 'medicine_ball',
  foam_roller: 'foam_roller',
  treadmill: 'treadmill', '跑步机': 'treadmill',
  stationary_bike: 'stationary_bike', exercise_bike: 'stationary_bike', spin_bike: 'stationary_bike', '动感单车': 'stationary_bike',
  rowing_machine: 'rowing_machine', rower: 'rowing_machine', '划船机': 'rowing_machine',
  none: 'none', bodyweight: 'none', body_weight: 'none', no_equipment: 'none',
}

const AREA_SPELLINGS: Readonly<Record<string, readonly Area[]>> = {
  abs: ['abs'], ab: ['abs'], core: ['abs'], abdominals: ['abs'], stomach: ['abs'], belly: ['abs'], waist: ['abs'], obliques: ['abs'], '腹部': ['abs'],
  legs: ['legs'], leg: ['legs'], thighs: ['legs'], quads: ['legs'], hamstrings: ['legs'], calves: ['legs'], '腿部': ['legs'], '腿': ['legs'],
  glutes: ['glutes'], butt: ['glutes'], buttocks: ['glutes'], hips: ['glutes'], '臀部': ['glutes'],
  arms: ['arms'], arm: ['arms'], biceps: ['arms'], triceps: ['arms'], forearms: ['arms'], '手臂': ['arms'],
  chest: ['chest'], pecs: ['chest'], pectorals: ['chest'], '胸部': ['chest'],
  back: ['back'], upper_back: ['back'], lower_back: ['back'], lats: ['back'], '背部': ['back'],
  shoulders: ['shoulders'], shoulder: ['shoulders'], delts: ['shoulders'], deltoids: ['shoulders'], '肩部': ['shoulders'],
  full_body: ['full_body'], whole_body: ['full_body'], total_body: ['full_body'], '全身': ['full_body'],
  upper_body: ['chest', 'back', 'shoulders', 'arms'], lower_body: ['legs', 'glutes'],
  cardio: ['cardio'], endurance: ['cardio'], stamina: ['cardio'], heart: ['cardio'],
}

const byOrder = <T extends string>(order: readonly T[]) => (a: T, b: T) => order.indexOf(a) - order.indexOf(b)

export function normalizeEquipment(items: readonly string[]): { equipment: Equipment[]; ignored: string[] } {
  const found = new Set<Equipment>()
  const ignored: string[] = []
  for (const item of items) {
    const hit = ownEntry(EQUIPMENT_SPELLINGS, key(item))
    if (hit === undefined) ignored.push(item.trim())
    else if (hit !== 'none') found.add(hit)
  }
  return { equipment: [...found].sort(byOrder(EQUIPMENT)), ignored: [...new Set(ignored)].sort() }
}

export function normalizeAreas(items: readonly string[]): Area[] {
  const found = new Set<Area>()
  items.forEach((item, i) => {
    const hit = ownEntry(AREA_SPELLINGS, key(item))
    if (!hit) throw invalidArgument(`targetAreas[${i}]`, `"${item}" is not a body area Keep plans for`, `one of ${AREAS.join(', ')}, upper_body, lower_body`)
    for (const a of hit) found.add(a)
  })
  return [...found].sort(byOrder(AREAS))
}
