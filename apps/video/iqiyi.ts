import { defineApp } from '../kit/index.ts'
import { emptyVideoState, videoTools, type VideoState } from './video-tools.ts'

/**
 * iQIYI (爱奇艺): Baidu's long-video platform, home of the Mist Theatre suspense dramas (隐秘的角落),
 * 狂飙 and xianxia romances, and of music and debate variety (乐队的夏天, 奇葩说). Gold VIP for
 * phones and computers, Platinum VIP adds TVs and 4K. Typical 2025 list prices in CNY.
 */
export const iqiyi = defineApp<VideoState>({
  id: 'iqiyi',
  name: 'iQIYI',
  aliases: ['iQiyi', 'IQIYI', 'Aiqiyi', 'iQIYI Video', '爱奇艺'],
  domain: 'video',
  description:
    'Streams dramas, films, variety shows and anime; exclusives include The Knockout, The Bad Kids, Love Between Fairy and Devil and The Big Band. Gold VIP ¥30/month (¥25 auto-renewing, ¥248/year) removes ads and unlocks VIP episodes; Platinum VIP adds TV and 4K.',
  traits: { focus: 'suspense dramas, variety', exclusives: 'iQIYI originals', vipMonthly: 30, vipYearly: 248, ads: '75 s pre-roll' },
  initialState: emptyVideoState,
  tools: videoTools({
    platform: 'iqiyi',
    brand: 'iQIYI',
    idPrefix: 'iq',
    adsSec: 75,
    previewMin: 6,
    tiers: [
      { id: 'gold', name: 'Gold VIP', nameZh: '黄金VIP', prices: { monthly: 30, quarterly: 78, yearly: 248 }, autoRenewMonthly: 25, quality: '1080P', devices: 'phone, tablet and computer; 2 screens at once', perks: ['No ads', 'All VIP episodes', 'Watch ahead of free users', '1080P'] },
      { id: 'platinum', name: 'Platinum VIP', nameZh: '白金VIP', prices: { monthly: 50, quarterly: 138, yearly: 468 }, autoRenewMonthly: 45, quality: '4K', devices: 'adds TV; 4 screens at once', perks: ['Everything in Gold VIP', 'TV app', '4K and Dolby Atmos', '4 screens at once'] },
    ],
  }),
})
