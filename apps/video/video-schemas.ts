import { z } from 'zod'
import { VIDEO_TYPES } from './catalog.ts'
import { PLANS } from './membership.ts'

export const videoEntry = z.object({
  videoId: z.string(),
  title: z.string(),
  titleZh: z.string(),
  type: z.enum(VIDEO_TYPES),
  year: z.number().int(),
  genres: z.array(z.string()),
  cast: z.array(z.string()),
  director: z.string(),
  rating: z.number(),
  episodes: z.number().int(),
  episodeMinutes: z.number().int(),
  /** 'free' (with ads), 'vip' (members only, 6-minute preview for others) or 'partly_vip' (the first episodes free). */
  access: z.enum(['free', 'vip', 'partly_vip']),
  freeEpisodes: z.number().int(),
  /** Streams on this platform only. */
  exclusive: z.boolean(),
})

export const searchOutput = z.object({ query: z.string(), results: z.array(videoEntry), notice: z.string().optional() })

export const watchEntry = z.object({
  videoId: z.string(),
  title: z.string(),
  type: z.enum(VIDEO_TYPES),
  episode: z.number().int(),
  episodes: z.number().int(),
  positionMin: z.number().int(),
  durationMin: z.number().int(),
  progress: z.string(),
  preview: z.boolean(),
  watchedAt: z.string(),
})

export const playOutput = z.object({
  videoId: z.string(),
  title: z.string(),
  episode: z.number().int(),
  episodes: z.number().int(),
  startsAtMin: z.number().int(),
  durationMin: z.number().int(),
  /** 'full', or 'preview': a non-member watches the first minutes of VIP content. */
  mode: z.enum(['full', 'preview']),
  previewEndsAtMin: z.number().int().optional(),
  quality: z.string(),
  adsSec: z.number().int(),
  nextEpisode: z.number().int().optional(),
  message: z.string(),
})

const plansOut = z.array(
  z.object({
    tier: z.string(),
    name: z.string(),
    nameZh: z.string(),
    monthly: z.number(),
    autoRenewMonthly: z.number(),
    quarterly: z.number(),
    yearly: z.number(),
    quality: z.string(),
    devices: z.string(),
    perks: z.array(z.string()),
  }),
)

export const membershipOutput = z.object({
  active: z.boolean(),
  tier: z.string().optional(),
  tierName: z.string().optional(),
  plan: z.enum(PLANS).optional(),
  startedAt: z.string().optional(),
  expiresAt: z.string().optional(),
  expiredAt: z.string().optional(),
  autoRenew: z.boolean().optional(),
  nextCharge: z.object({ at: z.string(), amount: z.number() }).optional(),
  quality: z.string().optional(),
  perks: z.array(z.string()).optional(),
  availablePlans: plansOut,
})

export const subscribeOutput = z.object({
  orderId: z.string(),
  tier: z.string(),
  tierName: z.string(),
  plan: z.enum(PLANS),
  autoRenew: z.boolean(),
  price: z.number(),
  paymentMethod: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  membership: membershipOutput,
})
