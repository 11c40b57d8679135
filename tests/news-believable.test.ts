import { beforeAll, describe, expect, it } from 'vitest'
import { CITIES, WEATHER_MONTHS } from '../apps/news/cities.ts'
import { AI_LABS, CAR_MAKERS, COMPANY_NAMES, PHONE_LINES } from '../apps/news/companies.ts'
import { ACL, CBA, CSL, EUROPEAN_LEAGUES, KPL, LEAGUES, LPL, NBA, UCL, type League } from '../apps/news/leagues.ts'
import { REGULATORS } from '../apps/news/regulators.ts'
import { scan, type Seen } from './support/news-scan.ts'

/**
 * The news apps' stories hold together: a company launches its own products, a ministry speaks on
 * its own remit, teams play in their own league, and weather happens where and when it can. Every
 * story of every app over fifteen months is checked against the entity tables.
 */
let stories: Seen[]
beforeAll(() => {
  stories = scan('seed-1', '2025-01-01', '2026-03-31')
}, 120_000)

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const words = new Map<string, RegExp>()
/** A name as a whole word (compiled once). */
const word = (name: string, flags = ''): RegExp => {
  let re = words.get(name + flags)
  if (!re) words.set(name + flags, (re = new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`, flags)))
  return re
}

/** Names from a list found in a text, longest first, each span counted once ('Xiaomi Auto' is not also 'Xiaomi'). */
function namesIn(text: string, names: readonly string[]): string[] {
  let rest = text
  const found: string[] = []
  for (const name of names) {
    if (!rest.includes(name) || !word(name).test(rest)) continue
    found.push(name)
    rest = rest.replace(word(name, 'g'), ' ')
  }
  return found
}
const longestFirst = (names: readonly string[]) => [...names].sort((a, b) => b.length - a.length)

const fail = (s: Seen, why: string) => `${s.app} ${s.date} "${s.title}": ${why}`
const problems = (check: (s: Seen) => string | undefined) => stories.map((s) => check(s)).filter((p): p is string => p !== undefined)

describe('every story is written out', () => {
  it('no slot is left unfilled, and no headline is empty', () => {
    expect(stories.filter((s) => /[{}]/.test(s.text) || s.title.trim().length < 8).map((s) => `${s.app} ${s.date}: ${s.title}`)).toEqual([])
  })
})

describe('companies name their own products', () => {
  it('covers many launches, models and cars', () => {
    expect(stories.filter((s) => PHONE_LINES.some((l) => l.pattern.test(s.title))).length).toBeGreaterThan(40)
    expect(stories.filter((s) => AI_LABS.some((a) => word(a.model).test(s.title))).length).toBeGreaterThan(100)
  })

  it('a phone in a headline is named with its own maker only', () => {
    const bad = problems((s) => {
      const line = PHONE_LINES.find((l) => l.pattern.test(s.title))
      if (!line) return undefined
      const others = namesIn(s.title, COMPANIES).filter((c) => c !== line.maker)
      return others.length ? fail(s, `${others} named with a ${line.maker} phone`) : undefined
    })
    expect(bad).toEqual([])
  })

  it('an AI model or assistant is its own lab’s; a car model its own maker’s', () => {
    const bad = problems((s) => {
      for (const lab of AI_LABS) {
        if (!word(lab.model).test(s.title) && !s.title.includes(lab.assistant)) continue
        const others = namesIn(s.title, COMPANIES).filter((c) => c !== lab.lab)
        if (others.length) return fail(s, `${others} named with ${lab.lab}'s ${lab.model}`)
      }
      for (const maker of CAR_MAKERS) {
        if (!word(maker.brand).test(s.title)) continue
        for (const other of CAR_MAKERS) for (const [model] of other.models) if (other !== maker && /[A-Za-z]/.test(model) && word(model).test(s.title) && !maker.models.some(([m]) => m === model)) return fail(s, `${maker.brand} with ${other.brand}'s ${model}`)
      }
      return undefined
    })
    expect(bad).toEqual([])
  })
})

describe('ministries speak on their own remit', () => {
  it('a regulator in a story is on one of its own subjects, and on no other regulator’s', () => {
    let seen = 0
    const bad = problems((s) => {
      for (const r of REGULATORS) {
        if (!new RegExp(escape(r.name.replace(/^the /, '')), 'i').test(s.text)) continue
        seen++
        if (!r.remit.some((subject) => word(subject, 'i').test(s.text))) return fail(s, `${r.name} on a subject outside its remit`)
        const foreign = REGULATORS.filter((o) => o !== r).flatMap((o) => o.remit).filter((subject) => !r.remit.includes(subject) && word(subject, 'i').test(s.title))
        if (foreign.length) return fail(s, `${r.name} on ${foreign}`)
      }
      return undefined
    })
    expect(seen).toBeGreaterThan(50)
    expect(bad).toEqual([])
  })
})

const COMPETITIONS: readonly [RegExp, League][] = [
  [/\bNBA\b/, NBA], [/\bCBA\b/, CBA], [/Chinese Super League|\bCSL\b/, CSL], [/(?<!AFC )Champions League/, UCL], [/AFC Champions League/, ACL], [/\bLPL\b/, LPL], [/\bKPL\b/, KPL],
  ...EUROPEAN_LEAGUES.map((l): [RegExp, League] => [new RegExp(escape(l.name.replace(/^the /, ''))), l]),
]
const TEAMS = longestFirst([...new Set(LEAGUES.flatMap((l) => l.teams))])
const COMPANIES = longestFirst(COMPANY_NAMES)

describe('teams play in their own league', () => {
  it('two teams in a headline share a league, and a named competition is theirs', () => {
    let games = 0
    const bad = problems((s) => {
      const teams = namesIn(s.title, TEAMS)
      if (teams.length === 0) return undefined
      if (teams.length >= 2) games++
      if (teams.length >= 2 && !LEAGUES.some((l) => teams.every((t) => l.teams.includes(t)))) return fail(s, `${teams} share no league`)
      for (const [re, league] of COMPETITIONS) if (re.test(s.title) && teams.some((t) => !league.teams.includes(t))) return fail(s, `${teams} not all in ${league.name}`)
      return undefined
    })
    expect(games).toBeGreaterThan(500)
    expect(bad).toEqual([])
  })

  it('a game’s score is the same in every story and app that reports it', () => {
    const scores = new Map<string, Set<string>>()
    for (const s of stories) {
      const m = /^(?:.*?: )?(.+?) (?:beat|edge|top|see off) (?:the )?(.+?) (\d+-\d+)/.exec(s.title)
      if (!m || !TEAMS.includes(m[1]!) || !TEAMS.includes(m[2]!)) continue
      const key = `${s.date} ${m[1]} ${m[2]}`
      scores.set(key, (scores.get(key) ?? new Set()).add(m[3]!))
    }
    expect(scores.size).toBeGreaterThan(300)
    expect([...scores].filter(([, s]) => s.size > 1)).toEqual([])
  })
})

describe('weather happens where and when it can', () => {
  const cityOf = (title: string) => CITIES.filter((c) => word(c.name).test(title))
  it('snow and ice only in cities that get them, in winter; typhoons only on the coast', () => {
    const bad = problems((s) => {
      const cities = cityOf(s.title)
      if (/snow|icy/i.test(s.text)) for (const c of cities) if (!c.firstSnow || ![10, 11, 12, 1, 2, 3].includes(+s.date.slice(5, 7))) return fail(s, `snow in ${c.name}`)
      if (/typhoon/i.test(s.title)) for (const c of cities) if (!c.typhoons) return fail(s, `typhoon in ${c.name}`)
      return undefined
    })
    expect(stories.filter((s) => /^First snow/.test(s.title)).length).toBeGreaterThan(10)
    expect(bad).toEqual([])
  })

  it('a landmark in a city’s story is that city’s', () => {
    const bad = problems((s) => {
      const [city, ...more] = cityOf(s.title)
      if (!city || more.length) return undefined
      const stray = CITIES.filter((c) => c !== city).flatMap((c) => c.landmarks).filter((l) => s.text.includes(l) && !city.landmarks.includes(l))
      return stray.length ? fail(s, `${stray} is not in ${city.name}`) : undefined
    })
    expect(bad).toEqual([])
  })

  it('cold waves, rainstorms, heat waves, sandstorms and flu peaks in their months', () => {
    const kinds: [RegExp, string][] = [[/cold wave/i, 'cold wave'], [/rainstorm|heavy rain/i, 'rainstorm'], [/heat wave/i, 'heat wave'], [/sandstorm/i, 'sandstorm'], [/flu season/i, 'flu']]
    const bad = problems((s) => {
      for (const [re, kind] of kinds) if (re.test(s.title) && !WEATHER_MONTHS[kind]!.includes(+s.date.slice(5, 7))) return fail(s, `${kind} in month ${s.date.slice(5, 7)}`)
      return undefined
    })
    expect(bad).toEqual([])
  })
})

describe('no story comes back with only the city changed', () => {
  it('a headline with a city does not return within two weeks about another city', () => {
    // A city's own calendar (its first snow) is news in every city that has it.
    const ownCalendar = /^First snow of the season/
    const places = longestFirst(CITIES.map((c) => c.name))
    const withoutTeams = (title: string) => TEAMS.reduce((t, name) => (t.includes(name) ? t.split(name).join('{team}') : t), title)
    const citiesIn = (title: string) => namesIn(withoutTeams(title), places).sort().join('|')
    const skeleton = (title: string) => places.reduce((t, name) => (t.includes(name) ? t.replace(word(name, 'g'), '{city}') : t), withoutTeams(title)).replace(/\d+/g, '#')
    const last = new Map<string, { date: string; title: string }>()
    const bad: string[] = []
    for (const s of stories.filter((x) => x.date >= '2026-01-01' && x.date <= '2026-03-01').sort((a, b) => a.date.localeCompare(b.date))) {
      const key = `${s.app} ${skeleton(s.title)}`
      if (!key.includes('{city}') || ownCalendar.test(s.title)) continue
      const before = last.get(key)
      if (before && citiesIn(before.title) !== citiesIn(s.title) && (Date.parse(s.date) - Date.parse(before.date)) / 86_400_000 < 14) bad.push(`${s.app}: "${before.title}" (${before.date}) then "${s.title}" (${s.date})`)
      last.set(key, { date: s.date, title: s.title })
    }
    expect(bad).toEqual([])
  })
})
