import { createRng, type UserProfile } from '../../apps/kit/index.ts'
import type { Habits } from './habits.ts'

/** What a person watches and listens to: the kind of video of their evenings, their favourite singers, their platforms. */
const VIDEO_TASTES: readonly { query: string; type: Habits['values']['video']['type']; young?: boolean; old?: boolean }[] = [
  { query: 'crime', type: 'drama' },
  { query: 'romance', type: 'drama', young: true },
  { query: 'costume', type: 'drama' },
  { query: 'anime', type: 'anime', young: true },
  { query: 'variety', type: 'variety', young: true },
  { query: 'documentary', type: 'documentary', old: true },
  { query: 'comedy', type: 'film' },
]
export const ARTISTS_YOUNG = ['Jay Chou', 'G.E.M.', 'JJ Lin', 'Joker Xue', 'Mao Buyi', 'Li Ronghao', 'Zhou Shen', 'Taylor Swift', 'YOASOBI', 'Kenshi Yonezu', 'Billie Eilish', 'Gebi Lao Fan']
export const ARTISTS_MID = ['Eason Chan', 'Jay Chou', 'Mayday', 'JJ Lin', 'Jolin Tsai', 'Faye Wong', 'Ed Sheeran', 'Adele', 'Omnipotent Youth Society', 'Wu Bai']
export const ARTISTS_OLD = ['Teresa Teng', 'Jacky Cheung', 'Faye Wong', 'Eason Chan']

/**
 * Video and music habits. Drawn from their own stream (seeded by who the person is), so adding them
 * leaves every other habit and the population's random stream as they were.
 */
export function mediaTaste(profile: UserProfile): { video: string; music: string; show: Habits['values']['video']; artists: string[] } {
  const rng = createRng(`media-taste:${profile.id}:${profile.name}:${profile.age}:${profile.heightCm}:${profile.weightKg}`)
  const young = profile.age < 30
  const old = profile.age >= 55
  const shows = VIDEO_TASTES.filter((t) => (!t.young || !old) && (!t.old || !young))
  const { query, type } = rng.pick(shows)
  const pool = old ? ARTISTS_OLD : young ? ARTISTS_YOUNG : ARTISTS_MID
  return {
    video: rng.chance(0.5) ? 'iQIYI' : 'Tencent Video',
    // QQ Music holds the licences the young chase (Jay Chou); NetEase Cloud Music its community and indies.
    music: rng.chance(young ? 0.55 : 0.45) ? 'QQ Music' : 'NetEase Cloud Music',
    show: { query, type },
    artists: rng.shuffle(pool).slice(0, 2),
  }
}

