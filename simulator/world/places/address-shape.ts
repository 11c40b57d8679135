import { words } from './normalize.ts'

/**
 * Whether free text is written like an address, the way a geocoder decides it can place it: a road
 * ("Huaqiang North Road 88", "建国路93号"), or a building and its number ("Tower B, Floor 15", "5栋").
 * "Mars Base Alpha" and "2026-02-22" are not: a real app's search finds nothing for them.
 */

const STREET_WORDS = new Set([
  'road', 'street', 'avenue', 'boulevard', 'lane', 'alley', 'hutong', 'expressway', 'highway', 'way', 'drive',
  'lu', 'jie', 'dajie', 'dadao', 'xiang', 'nong',
])

/** Parts of a building an address numbers: with a number beside them they make an address. */
const UNIT_WORDS = new Set(['room', 'suite', 'unit', 'floor', 'building', 'tower', 'apartment', 'block', 'house', 'villa', 'flat', 'office', 'gate', 'entrance', 'zone', 'area'])

/** Words that name a kind of place; with a district beside them ("Sunshine Garden, Chaoyang District") they make an address. */
const PLACE_WORDS = new Set([
  'community', 'garden', 'gardens', 'village', 'town', 'plaza', 'square', 'building', 'mansion', 'residence', 'compound', 'estate',
  'apartments', 'center', 'park', 'court', 'yuan', 'xiaoqu', 'cun', 'zhen', 'market', 'school', 'hospital', 'hotel', 'station', 'mall',
])

const HAN_STREET = /[路街巷弄]|大道|胡同|[0-9０-９一二三四五六七八九十]+号/u
const HAN_UNIT = /[0-9０-９]+\s*(?:室|楼|栋|幢|单元|层|座|号楼|区)/u
const HAN_PLACE = /小区|花园|公寓|大厦|广场|中心|[村镇苑园城]$/u

const NUMBERED = /^\d+[a-z]?$|^[a-z]?\d+$/

/** A road, or a numbered part of a building. */
export function looksLikeAddress(text: string): boolean {
  if (HAN_STREET.test(text) || HAN_UNIT.test(text)) return true
  const ws = words(text)
  if (ws.some((w) => STREET_WORDS.has(w))) return true
  return ws.some((w, i) => UNIT_WORDS.has(w) && (NUMBERED.test(ws[i + 1] ?? '') || NUMBERED.test(ws[i - 1] ?? '')))
}

/** Whether the text names a kind of place ("... Garden", "...小区"): with a known district, enough to place it. */
export function namesPlaceKind(text: string): boolean {
  return HAN_PLACE.test(text) || words(text).some((w) => PLACE_WORDS.has(w))
}
