/**
 * Ways people write a known place with something around it, taken off so the place can be found:
 * an airport's terminal ("Capital Airport T3"), a "near ..." or a metro-station suffix, and a shop
 * named after the place it stands at ("KFC (Sanlitun Taikoo Li)", "肯德基(三里屯太古里店)").
 * Each returns undefined when the text has no such part, or nothing would be left.
 */

const TERMINAL_TAIL = /(?:[\s,，\-–]*(?:terminal|term\.?)\s*(?:[0-9]{1,2}|[a-z]|one|two|three)\b|[\s,，\-–]+t\s?[0-9]|\s*[tT]?[0-9一二三]号?航站楼|\s*[tT][0-9])\s*$/iu
const TERMINAL_HEAD = /^\s*(?:terminal\s*[0-9]{1,2}|t[0-9])\s*(?:,|，|of|at|-)?\s*/iu

/** "Beijing Capital Airport Terminal 3" -> "Beijing Capital Airport"; "首都机场T3航站楼" -> "首都机场". */
export function withoutTerminal(text: string): string | undefined {
  const rest = text.replace(TERMINAL_TAIL, '')
  const out = rest !== text ? rest : text.replace(TERMINAL_HEAD, '')
  return out !== text && out.trim() !== '' ? out.trim() : undefined
}

const NEAR_HEAD = /^\s*(?:near(?:by)?|around|close to|next to|outside|opposite|by)\s+/iu
const NEAR_TAIL = /\s*(?:[\s,]+(?:nearby|area|vicinity|(?:subway|metro)(?:\s+station)?(?:\s+exit\s*\w+)?)|附近|周边|一带|地铁站)\s*$/iu

/** "near Guomao" -> "Guomao"; "Guomao subway station" -> "Guomao"; "国贸附近" -> "国贸". */
export function withoutNearWords(text: string): string | undefined {
  const out = text.replace(NEAR_HEAD, '').replace(NEAR_TAIL, '')
  return out !== text && out.trim() !== '' ? out.trim() : undefined
}

const BRACKETED = /^(.+?)\s*[（(]([^()（）]+)[)）]\s*$/u
const BRANCH_WORDS = /(?:店|分店|\s+(?:branch|store|shop|outlet))$/iu

/** "KFC (Sanlitun Taikoo Li)" -> KFC at Sanlitun Taikoo Li; "肯德基(三里屯太古里店)" -> 肯德基 at 三里屯太古里. */
export function bracketAnchor(text: string): { outer: string; anchor: string } | undefined {
  const m = BRACKETED.exec(text.trim())
  if (!m) return undefined
  const anchor = (m[2] as string).trim().replace(BRANCH_WORDS, '').trim()
  const outer = (m[1] as string).trim()
  return anchor !== '' && outer !== '' ? { outer, anchor } : undefined
}
