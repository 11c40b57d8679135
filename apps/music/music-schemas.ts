import { z } from 'zod'

export const songEntry = z.object({
  songId: z.string(),
  title: z.string(),
  titleZh: z.string().optional(),
  artist: z.string(),
  artistZh: z.string(),
  album: z.string(),
  year: z.number().int(),
  durationSec: z.number().int(),
  duration: z.string(),
  /** False for songs the app has no licence for: listed greyed out, cannot be played or added. */
  playable: z.boolean(),
  unavailableReason: z.string().optional(),
})

export const recentEntry = z.object({
  songId: z.string(),
  title: z.string(),
  artist: z.string(),
  playCount: z.number().int(),
  lastPlayedAt: z.string(),
})

export const playlistSummary = z.object({
  playlistId: z.string(),
  name: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  trackCount: z.number().int(),
  totalDuration: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export const playlistDetail = playlistSummary.extend({ tracks: z.array(songEntry) })
