import { defineApp } from '../kit/index.ts'
import { emptyMusicState, musicTools, type MusicState } from './music-tools.ts'

/**
 * NetEase Cloud Music (网易云音乐): the community music app, strong in indie, folk and its own
 * musician programme (隔壁老樊, 房东的猫 release here only); no Jay Chou, whose catalogue is licensed
 * to Tencent Music alone. Numeric song ids.
 */
export const neteaseCloudMusic = defineApp<MusicState>({
  id: 'netease_cloud_music',
  name: 'NetEase Cloud Music',
  aliases: ['NetEase Music', 'Netease Cloud Music', 'NCM', 'Wangyiyun', 'Wangyiyun Music', '网易云音乐', '网易云'],
  domain: 'music',
  description:
    'Music streaming with a strong indie and folk community: search songs, play them, keep playlists. Holds exclusive releases from its musician programme (Gebi Lao Fan, Fangdong de Mao); Jay Chou is not licensed here (greyed out).',
  traits: { focus: 'indie, folk, community playlists', exclusives: 'NetEase musician programme', missing: 'Jay Chou (JVR Music)' },
  initialState: emptyMusicState,
  tools: musicTools({ platform: 'netease', brand: 'NetEase Cloud Music', quality: { normal: 'Exhigh (320 kbps)', low: 'Standard (128 kbps)' }, maxPlaylistName: 40 }),
})
