import { defineApp } from '../kit/index.ts'
import { emptyMusicState, musicTools, type MusicState } from './music-tools.ts'

/**
 * QQ Music (QQ音乐): Tencent Music's flagship app, with the widest mainstream licences, Jay Chou's
 * catalogue (JVR Music) exclusively among them; NetEase's own musician-programme releases are not
 * here. 14-character song mids.
 */
export const qqMusic = defineApp<MusicState>({
  id: 'qq_music',
  name: 'QQ Music',
  aliases: ['QQ Music', 'QQMusic', 'Tencent Music', 'QQ音乐'],
  domain: 'music',
  description:
    "Tencent's music streaming app with the widest mainstream catalogue, including Jay Chou exclusively: search songs, play them, keep playlists. NetEase-only indie releases are greyed out here.",
  traits: { focus: 'mainstream Mandopop', exclusives: 'Jay Chou (JVR Music)', missing: 'NetEase musician-programme releases' },
  initialState: emptyMusicState,
  tools: musicTools({ platform: 'qq', brand: 'QQ Music', quality: { normal: 'HQ (320 kbps)', low: 'Standard (128 kbps)' }, maxPlaylistName: 40 }),
})
