import type { Rng } from '../kit/index.ts'
import { CITIES, cityNamed, PROVINCES, REGION_WEATHER, SCENIC } from './cities.ts'
import { AI_LABS, CAR_MAKERS, CLOUDS, COMPUTE_HUBS as HUBS, currentModel, GLASSES_MAKERS, LISTED, PHONE_LINES } from './companies.ts'
import type { NewsDay } from './news-day.ts'
import { REGULATORS, regulatorOf } from './regulators.ts'
import { lprInForce } from './releases.ts'
import { decimal, int, monthName, type Slot, type SlotTable } from './story.ts'

/**
 * Slot vocabulary every news app draws on: places, numbers, institutions and companies. Slots that
 * belong together are drawn together (a model draws its maker, a regulator its subject, a landmark
 * its city), so the entity tables decide what a story can say.
 */
const of = <T>(list: readonly T[], key: (t: T) => string, name: string): T => list.find((t) => key(t) === name)!
const linesOf = (maker: string) => PHONE_LINES.filter((l) => l.maker === maker)
/** How a phone is named in full: the maker and the model, once ('Huawei Mate 80', 'iPhone 17'). */
const phoneName = (maker: string, model: string) => (model.startsWith(maker) || maker === 'Apple' ? model : `${maker} ${model}`)
const phoneModel = (rng: Rng, d: NewsDay, maker: string) => currentModel(d, rng.pick(linesOf(maker)))
const weatherRegion = (kind: string): Slot => REGION_WEATHER[kind]!

export const COMMON_SLOTS: SlotTable = {
  city: CITIES.map((c) => c.name),
  landmark: (rng, _d, draw) => rng.pick(cityNamed(draw('city'))!.landmarks),
  province: PROVINCES,
  coldregion: weatherRegion('cold wave'),
  rainregion: weatherRegion('rainstorm'),
  sandregion: weatherRegion('sandstorm'),
  heatregion: weatherRegion('heat wave'),
  fluregion: weatherRegion('flu'),
  coastcity: CITIES.filter((c) => c.typhoons).map((c) => c.name),
  // Cities where winter always brings ice and snow.
  northcity: CITIES.filter((c) => c.firstSnow && !c.snowsSometimes).map((c) => c.name),
  country: ['France', 'Germany', 'Brazil', 'Japan', 'South Korea', 'Indonesia', 'Kazakhstan', 'Egypt', 'Mexico', 'Australia', 'Italy', 'Thailand', 'Saudi Arabia', 'Argentina'],
  month: (_rng, d) => monthName(d.month),
  holiday: (_rng, d) => d.holidayNear ?? d.holiday ?? 'holiday',
  n: int(3, 30),
  big: int(120, 980),
  temp: int(6, 16),
  railm: decimal(11, 16.5),
  gamelicences: int(118, 162),
  gameevenings: int(12, 16),
  colour: (rng, d) => rng.pick(d.month >= 3 && d.month <= 8 ? ['butter yellow', 'mint green', 'sky blue'] : ['burgundy', 'chocolate brown', 'forest green']),
  yi: int(12, 860),
  // The loan prime rates quoted on a day are the ones in force (fixed on the 20th).
  rate: (_rng, d) => lprInForce(d).one,
  rate5: (_rng, d) => lprInForce(d).five,
  remit: REGULATORS.flatMap((r) => r.remit.filter((s) => s !== '5G' && s !== 'flu' && s !== 'gaokao')),
  regulator: (_rng, _d, draw) => regulatorOf(draw('remit'))!.name,
  phonemaker: [...new Set(PHONE_LINES.map((l) => l.maker))],
  model: (rng, d, draw) => phoneModel(rng, d, draw('phonemaker')),
  phone: (_rng, _d, draw) => phoneName(draw('phonemaker'), draw('model')),
  ailab: AI_LABS.map((a) => a.lab),
  aimodel: (_rng, _d, draw) => of(AI_LABS, (a) => a.lab, draw('ailab')).model,
  assistant: (_rng, _d, draw) => of(AI_LABS, (a) => a.lab, draw('ailab')).assistant,
  carbrand: CAR_MAKERS.map((c) => c.brand),
  carmodel: (rng, _d, draw) => rng.pick(of(CAR_MAKERS, (c) => c.brand, draw('carbrand')).models)[0],
  carprice: (_rng, _d, draw) => of(CAR_MAKERS, (c) => c.brand, draw('carbrand')).models.find((m) => m[0] === draw('carmodel'))![1],
  cloud: CLOUDS,
  hub: HUBS,
  glassco: GLASSES_MAKERS,
  listed: LISTED.map((l) => l.name),
  business: (_rng, _d, draw) => of(LISTED, (l) => l.name, draw('listed')).business,
  sector: ['semiconductor', 'new energy vehicle', 'liquor', 'banking', 'pharmaceutical', 'AI computing', 'consumer electronics', 'real estate', 'photovoltaic', 'robotics'],
  university: ['Tsinghua University', 'Peking University', 'Fudan University', 'Zhejiang University', 'Shanghai Jiao Tong University', 'Wuhan University', 'Sun Yat-sen University', 'Nanjing University', 'Sichuan University'],
  scenic: SCENIC.map((s) => s.name),
  dish: ['hot pot', 'Lanzhou beef noodles', 'Peking duck', 'crayfish', 'Liuzhou snail noodles', 'barbecue skewers', 'soup dumplings', 'Yunnan rice noodles'],
}
