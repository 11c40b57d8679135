import { z } from 'zod'
import { createRng, DAY, deepFreeze, toDate, type Rng, type ToolContext } from '../../kit/index.ts'
import { menuOf } from '../world/menu.ts'
import type { Restaurant } from '../world/types.ts'

/**
 * Diners' reviews: generated per restaurant from the world seed, dated in the months before the
 * session's day, with stars around the restaurant's rating and the dishes it really serves.
 */

export const reviewSchema = z.object({
  reviewer: z.string(),
  stars: z.number().int().min(1).max(5),
  date: z.string(),
  spentPerPerson: z.number(),
  scores: z.object({ taste: z.number(), environment: z.number(), service: z.number() }),
  text: z.string(),
  recommendedDishes: z.array(z.string()),
  photos: z.number().int(),
  likes: z.number().int(),
})
export type Review = z.infer<typeof reviewSchema>

const HANDLES = [
  '吃货小王', '爱吃鱼的猫', 'Lily_在北京', '胖虎不胖', '阿杰Jay', 'momo酱', '深夜食堂常客', '饭团子', 'Kevin_Zhang', '橘子汽水',
  '大白兔奶糖', '吃遍京城', '小熊饼干', 'Annie安', '老饕老张', '周末去哪吃', '辣不怕', '甜品控Coco', '减肥失败的ing', '打工人阿伟',
]

const OPENERS: Record<number, readonly string[]> = {
  5: ['Absolutely worth it.', 'One of my favourite places in the area.', 'Came for a friend\'s birthday and loved it.', 'Fourth visit and still great.'],
  4: ['Good overall, would come back.', 'Solid choice for a weeknight dinner.', 'Tasty and fair value.', 'Better than I expected.'],
  3: ['Average.', 'Okay but nothing special.', 'Mixed feelings about this one.', 'Fine for a quick meal.'],
  2: ['Disappointing this time.', 'Not as good as the reviews say.', 'Expected more for the price.'],
  1: ['Would not come back.', 'Very disappointing visit.', 'Not recommended.'],
}
const DISH_GOOD = ['was excellent', 'was fresh and full of flavour', 'is a must-order', 'was cooked just right', 'tasted authentic']
const DISH_MEH = ['was a bit salty', 'was fine but small', 'came out lukewarm', 'was oilier than I like']
const SERVICE_GOOD = ['Staff were quick and friendly.', 'Service was attentive, they refilled tea without asking.', 'Dishes came out fast even at peak time.']
const SERVICE_BAD = ['We waited 40 minutes for a table.', 'Service was slow and we had to ask twice.', 'The room was noisy and crowded.']
const VALUE = ['Good value for money.', 'A little pricey but worth it.', 'Prices have gone up since last year.']

function sentence(rng: Rng, stars: number, dishes: readonly string[]): string {
  const opener = rng.pick(OPENERS[stars]!)
  const good = dishes[0] ? `The ${dishes[0]} ${rng.pick(DISH_GOOD)}.` : ''
  const second = dishes[1] ? ` The ${dishes[1]} ${stars >= 4 ? rng.pick(DISH_GOOD) : rng.pick(DISH_MEH)}.` : ''
  const service = stars >= 4 ? rng.pick(SERVICE_GOOD) : rng.pick(SERVICE_BAD)
  return `${opener} ${good}${second} ${service} ${rng.pick(VALUE)}`.replace(/\s+/g, ' ').trim()
}

const round1 = (x: number) => Math.round(x * 10) / 10
const score = (x: number) => Math.max(1, Math.min(5, round1(x)))

/** Dianping's sub-scores (taste, environment, service) around the overall stars. */
export function subScores(seed: string, rating: number): Review['scores'] {
  const rng = createRng(seed)
  const s = () => score(rating + rng.float(-0.3, 0.2))
  return { taste: s(), environment: s(), service: s() }
}

/** Twenty reviews of a restaurant, newest first, as of the session's day (memoized per restaurant and day). */
export function reviewsOf(ctx: ToolContext, r: Restaurant): readonly Review[] {
  const today = toDate(ctx.now)
  return ctx.memo(`dp:reviews:${r.id}:${today}`, () => {
    const rng = createRng(`${ctx.worldSeed}:dp:reviews:${r.id}`)
    const menu = menuOf(ctx, r).filter((d) => d.section !== 'drinks' && d.price > 5)
    const dayStart = Date.parse(`${today}T12:00:00+08:00`)
    const handles = rng.shuffle(HANDLES)
    const out: Review[] = []
    for (let k = 0; k < 20; k++) {
      const stars = Math.max(1, Math.min(5, Math.round(rng.normal(r.rating, 0.7))))
      const picked = rng.shuffle(menu).slice(0, 2).map((d) => `${d.name} (${d.nameZh})`)
      const ageDays = Math.floor(k * 9 + rng.int(0, 8))
      out.push({
        reviewer: `${handles[k % handles.length]} (Lv${rng.int(2, 8)})`,
        stars,
        date: toDate(dayStart - ageDays * DAY),
        spentPerPerson: Math.round(r.perCapita * rng.float(0.8, 1.3)),
        scores: { taste: score(stars + rng.float(-0.5, 0.3)), environment: score(stars + rng.float(-0.8, 0.3)), service: score(stars + rng.float(-0.8, 0.3)) },
        text: sentence(rng, stars, picked),
        recommendedDishes: stars >= 4 ? picked : [],
        photos: rng.chance(0.6) ? rng.int(1, 9) : 0,
        likes: rng.int(0, Math.round(5 + r.popularity * 80)),
      })
    }
    return deepFreeze(out)
  })
}
