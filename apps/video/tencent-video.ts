import { defineApp } from '../kit/index.ts'
import { emptyVideoState, videoTools, type VideoState } from './video-tools.ts'

/**
 * Tencent Video (腾讯视频): the largest long-video platform by subscribers, home of 繁花, 三体, 漫长的
 * 季节 and 庆余年 2, of stand-up variety (脱口秀大会) and of Chinese 3D animation (斗罗大陆). VIP for
 * phones and computers, SVIP (超级影视VIP) adds TVs and 4K. Typical 2025 list prices in CNY.
 */
export const tencentVideo = defineApp<VideoState>({
  id: 'tencent_video',
  name: 'Tencent Video',
  aliases: ['Tencent Video', 'TencentVideo', 'WeTV', 'QQ Video', 'Tengxun Shipin', '腾讯视频'],
  domain: 'video',
  description:
    'Streams dramas, films, variety shows, anime and documentaries; exclusives include Blossoms Shanghai, Three-Body, The Long Season, Joy of Life 2, Rock & Roast and Soul Land. VIP ¥30/month (¥25 auto-renewing, ¥258/year) removes ads and unlocks VIP episodes; SVIP adds TV and 4K.',
  traits: { focus: 'prestige dramas, Chinese animation', exclusives: 'Tencent originals', vipMonthly: 30, vipYearly: 258, ads: '60 s pre-roll' },
  initialState: emptyVideoState,
  tools: videoTools({
    platform: 'tencent',
    brand: 'Tencent Video',
    idPrefix: 'tx',
    adsSec: 60,
    previewMin: 6,
    tiers: [
      { id: 'vip', name: 'Tencent Video VIP', nameZh: '腾讯视频VIP', prices: { monthly: 30, quarterly: 78, yearly: 258 }, autoRenewMonthly: 25, quality: '1080P', devices: 'phone, tablet and computer; 2 screens at once', perks: ['No ads', 'All VIP episodes', 'Watch ahead of free users', '1080P'] },
      { id: 'svip', name: 'Super VIP (SVIP)', nameZh: '超级影视VIP', prices: { monthly: 50, quarterly: 148, yearly: 488 }, autoRenewMonthly: 45, quality: '4K', devices: 'adds TV; 4 screens at once', perks: ['Everything in VIP', 'TV app', '4K and Dolby Vision', '4 screens at once'] },
    ],
  }),
})
