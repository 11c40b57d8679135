/*
 * Numbers the request gives with their unit: "3 people", "2 guests", "35 minutes", "within 2 km",
 * "500 yuan", "quantity 2", "10 at most", each matched to parameters by name.
 */

interface Unit {
  /** Parameters the number fills. */
  param: RegExp
  /** The number's context: group 1 is the number. */
  said: RegExp
}

const N = String.raw`(\d+(?:\.\d+)?)`

const UNITS: readonly Unit[] = [
  { param: /count|party|guest|passenger|people|quantity|tickets|^size$/i, said: new RegExp(String.raw`\b${N}\s+(?:people|persons?|guests?|tickets?|adults?|travell?ers?|passengers?|in total)\b|\bquantity\s+${N}\b|\bfor\s+${N}\b(?!\s*(?:[:.\-]|yuan|minutes?|km|m\b))`, 'i') },
  { param: /duration|minutes/i, said: new RegExp(String.raw`\b${N}\s*(?:minutes?|mins?)\b`, 'i') },
  { param: /radiusKm|km|distance/i, said: new RegExp(String.raw`\b${N}\s*(?:km|kilomet(?:er|re)s?)\b`, 'i') },
  { param: /radiusM$|meters|metres/i, said: new RegExp(String.raw`\b${N}\s*(?:m|meters?|metres?)\b`, 'i') },
  { param: /amount|price|budget|cost/i, said: new RegExp(String.raw`\b${N}\s*(?:yuan|rmb|cny|元)|(?:¥|CNY\s*)${N}`, 'i') },
  { param: /shares|amount/i, said: new RegExp(String.raw`\b${N}\s+shares?\b`, 'i') },
  { param: /limit|pageSize|top|max/i, said: new RegExp(String.raw`\b${N}\s+(?:at most|results?|items?|entries|of them|per page|a page)\b|\b(?:top|up to|at most|no more than|showing|last|latest|first|newest|recent)\s+${N}\b`, 'i') },
]

// Words after a number that make it a measure, not a count of things ("40 minutes", "2 km", "¥500").
const MEASURE = /^(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|km|kilomet(?:er|re)s?|m|meters?|metres?|yuan|rmb|cny|kg|kilos?|g|grams?|am|pm|a\.m\.|p\.m\.|%|percent|shares?|x)$/i
const COUNT_PARAM = /count|quantity|number|tickets|lessons|seats/i

const DIGITS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' }
/** Counts in words and thousands separators as digits: "two tickets" -> "2 tickets", "¥2,000" -> "¥2000". */
const asDigits = (text: string) => text.replace(/\b(one|two|three|four|five|six|seven|eight|nine)\b(?!-)/gi, (w) => DIGITS[w.toLowerCase()]!).replace(/(\d),(?=\d{3}\b)/g, '$1')

/** The number the text gives for a parameter, by the unit said with it; undefined when none. */
export function saidNumber(said: string, param: string): number | undefined {
  const text = asDigits(said)
  for (const unit of UNITS) {
    if (!unit.param.test(param)) continue
    const m = unit.said.exec(text)
    const digits = m?.slice(1).find((g) => g !== undefined)
    if (digits !== undefined) return Number(digits)
  }
  return byOwnWord(text, param) ?? (COUNT_PARAM.test(param) ? countOfThings(text) : undefined)
}

/** A number said with the parameter's own word: "episode 2", "two more lessons", "from minute 12". */
function byOwnWord(text: string, param: string): number | undefined {
  const word = param.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[ _]/).filter((w) => w.length >= 4 && !/^(?:count|number|max|min)$/.test(w)).at(-1)
  if (!word) return undefined
  const stem = word.replace(/s$/, '')
  const m = new RegExp(String.raw`\b${stem}s?\s+${N}\b|\b${N}\s+(?:more\s+)?${stem}s?\b`, 'i').exec(text)
  const digits = m?.slice(1).find((g) => g !== undefined)
  return digits === undefined ? undefined : Number(digits)
}

/** A small count said before the things counted ("two cartons of milk", "one box", "3 packs"): not a measure, time or date. */
function countOfThings(text: string): number | undefined {
  for (const m of text.matchAll(/(?<![\p{L}\d.,:¥$-])(\d{1,2})\s+([\p{L}%.]+)/gu)) {
    if (!MEASURE.test(m[2]!) && !/^(?:st|nd|rd|th)$/i.test(m[2]!)) return Number(m[1])
  }
  return undefined
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 }

/** A count the request says with no unit needed ("two more", "just one", "3 tickets"), if any. */
export function saidCount(query: string): number | undefined {
  const m = /\b(\d+|one|two|three|four|five)\b/i.exec(query)
  if (!m) return undefined
  return NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1])
}
