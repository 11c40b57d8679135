/**
 * The titles China's long-video platforms stream (static world data). `on` says which platform holds
 * the rights: the big dramas are exclusives (iQIYI's 狂飙 and its Mist Theatre, Tencent's 繁花 and
 * 三体), films and classics are licensed to both, and Tencent is the home of Chinese 3D animation.
 * Ratings are Douban-style scores out of 10; `vipFrom` is the first episode that needs VIP (1: all).
 */
export const VIDEO_TYPES = ['drama', 'film', 'variety', 'anime', 'documentary'] as const
export type VideoType = (typeof VIDEO_TYPES)[number]
export type Platform = 'iqiyi' | 'tencent'

export interface Title {
  key: string
  title: string
  titleZh: string
  type: VideoType
  year: number
  genres: readonly string[]
  cast: readonly string[]
  director: string
  rating: number
  episodes: number
  episodeMin: number
  /** First episode that needs VIP; every episode is free when undefined. */
  vipFrom?: number
  on: readonly Platform[]
  /** Relative audience, for 'popular' sorting. */
  heat: number
}

const both: readonly Platform[] = ['iqiyi', 'tencent']
const iq: readonly Platform[] = ['iqiyi']
const tx: readonly Platform[] = ['tencent']

export const TITLES: readonly Title[] = [
  // iQIYI exclusive dramas
  { key: 'the_knockout', title: 'The Knockout', titleZh: '狂飙', type: 'drama', year: 2023, genres: ['crime', 'police', 'thriller'], cast: ['Zhang Yi', 'Zhang Songwen', 'Li Yitong'], director: 'Xu Jizhou', rating: 8.5, episodes: 39, episodeMin: 45, vipFrom: 7, on: iq, heat: 10 },
  { key: 'the_bad_kids', title: 'The Bad Kids', titleZh: '隐秘的角落', type: 'drama', year: 2020, genres: ['suspense', 'crime', 'mist theatre'], cast: ['Qin Hao', 'Rong Zishan', 'Wang Jingchun'], director: 'Xin Shuang', rating: 8.8, episodes: 12, episodeMin: 50, vipFrom: 3, on: iq, heat: 7 },
  { key: 'love_between_fairy_and_devil', title: 'Love Between Fairy and Devil', titleZh: '苍兰诀', type: 'drama', year: 2022, genres: ['xianxia', 'romance', 'fantasy'], cast: ['Yu Shuxin', 'Wang Hedi'], director: 'Wu Jinyuan', rating: 7.7, episodes: 36, episodeMin: 45, vipFrom: 7, on: iq, heat: 8 },
  { key: 'strange_tales_of_tang', title: 'Strange Tales of Tang Dynasty', titleZh: '唐朝诡事录', type: 'drama', year: 2022, genres: ['mystery', 'costume', 'suspense'], cast: ['Yang Xuwen', 'Yang Zhigang', 'Yu Meng Long'], director: 'Jiang Jiajun', rating: 7.8, episodes: 36, episodeMin: 45, vipFrom: 7, on: iq, heat: 6 },
  { key: 'story_of_kunning_palace', title: 'Story of Kunning Palace', titleZh: '宁安如梦', type: 'drama', year: 2023, genres: ['costume', 'romance', 'palace'], cast: ['Bai Lu', 'Zhang Linghe'], director: 'Zhou Yuanzhou', rating: 6.2, episodes: 38, episodeMin: 45, vipFrom: 7, on: iq, heat: 7 },
  { key: 'mysterious_lotus_casebook', title: 'Mysterious Lotus Casebook', titleZh: '莲花楼', type: 'drama', year: 2023, genres: ['wuxia', 'mystery', 'costume'], cast: ['Cheng Yi', 'Zeng Shunxi', 'Xiao Shunyao'], director: 'Guo Hu', rating: 8.2, episodes: 40, episodeMin: 45, vipFrom: 7, on: iq, heat: 8 },
  // Tencent Video exclusive dramas
  { key: 'the_long_season', title: 'The Long Season', titleZh: '漫长的季节', type: 'drama', year: 2023, genres: ['suspense', 'crime', 'family'], cast: ['Fan Wei', 'Qin Hao', 'Chen Minghao'], director: 'Xin Shuang', rating: 9.4, episodes: 12, episodeMin: 50, vipFrom: 3, on: tx, heat: 8 },
  { key: 'blossoms_shanghai', title: 'Blossoms Shanghai', titleZh: '繁花', type: 'drama', year: 2023, genres: ['period', 'business', 'drama'], cast: ['Hu Ge', 'Ma Yili', 'Tang Yan', 'Xin Zhilei'], director: 'Wong Kar-wai', rating: 8.6, episodes: 30, episodeMin: 45, vipFrom: 5, on: tx, heat: 9 },
  { key: 'three_body', title: 'Three-Body', titleZh: '三体', type: 'drama', year: 2023, genres: ['sci-fi', 'suspense'], cast: ['Zhang Luyi', 'Yu Hewei', 'Chen Jin', 'Li Xiaoran'], director: 'Yang Lei', rating: 8.7, episodes: 30, episodeMin: 45, vipFrom: 5, on: tx, heat: 8 },
  { key: 'joy_of_life_2', title: 'Joy of Life 2', titleZh: '庆余年第二季', type: 'drama', year: 2024, genres: ['costume', 'comedy', 'political'], cast: ['Zhang Ruoyun', 'Li Qin', 'Chen Daoming'], director: 'Sun Hao', rating: 7.8, episodes: 36, episodeMin: 45, vipFrom: 7, on: tx, heat: 10 },
  { key: 'love_like_the_galaxy', title: 'Love Like the Galaxy', titleZh: '星汉灿烂', type: 'drama', year: 2022, genres: ['costume', 'romance'], cast: ['Zhao Lusi', 'Wu Lei'], director: 'Fei Zhenxiang', rating: 7.4, episodes: 56, episodeMin: 45, vipFrom: 7, on: tx, heat: 7 },
  { key: 'lost_you_forever', title: 'Lost You Forever', titleZh: '长相思', type: 'drama', year: 2023, genres: ['xianxia', 'romance', 'fantasy'], cast: ['Yang Zi', 'Zhang Wanyi', 'Tan Jianci', 'Deng Wei'], director: 'Qin Tian', rating: 7.1, episodes: 39, episodeMin: 45, vipFrom: 7, on: tx, heat: 7 },
  // Licensed to both
  { key: 'joy_of_life', title: 'Joy of Life', titleZh: '庆余年', type: 'drama', year: 2019, genres: ['costume', 'comedy', 'political'], cast: ['Zhang Ruoyun', 'Li Qin', 'Chen Daoming'], director: 'Sun Hao', rating: 7.9, episodes: 46, episodeMin: 45, vipFrom: 1, on: both, heat: 6 },
  { key: 'empresses_in_the_palace', title: 'Empresses in the Palace', titleZh: '甄嬛传', type: 'drama', year: 2011, genres: ['palace', 'costume', 'classic'], cast: ['Sun Li', 'Chen Jianbin', 'Jiang Xin', 'Cai Shaofen'], director: 'Zheng Xiaolong', rating: 9.4, episodes: 76, episodeMin: 45, on: both, heat: 6 },
  { key: 'nirvana_in_fire', title: 'Nirvana in Fire', titleZh: '琅琊榜', type: 'drama', year: 2015, genres: ['costume', 'political', 'classic'], cast: ['Hu Ge', 'Liu Tao', 'Wang Kai'], director: 'Kong Sheng', rating: 9.4, episodes: 54, episodeMin: 45, on: both, heat: 5 },
  { key: 'wandering_earth_2', title: 'The Wandering Earth II', titleZh: '流浪地球2', type: 'film', year: 2023, genres: ['sci-fi', 'disaster', 'action'], cast: ['Wu Jing', 'Andy Lau', 'Li Xuejian'], director: 'Frant Gwo', rating: 8.3, episodes: 1, episodeMin: 173, vipFrom: 1, on: both, heat: 7 },
  { key: 'ne_zha_2019', title: 'Ne Zha', titleZh: '哪吒之魔童降世', type: 'film', year: 2019, genres: ['animation', 'fantasy', 'mythology'], cast: ['Lü Yanting', 'Han Mo'], director: 'Jiaozi', rating: 8.4, episodes: 1, episodeMin: 110, vipFrom: 1, on: both, heat: 6 },
  { key: 'hi_mom', title: 'Hi, Mom', titleZh: '你好，李焕英', type: 'film', year: 2021, genres: ['comedy', 'family', 'time travel'], cast: ['Jia Ling', 'Zhang Xiaofei', 'Shen Teng'], director: 'Jia Ling', rating: 7.7, episodes: 1, episodeMin: 128, vipFrom: 1, on: both, heat: 5 },
  { key: 'full_river_red', title: 'Full River Red', titleZh: '满江红', type: 'film', year: 2023, genres: ['mystery', 'comedy', 'costume'], cast: ['Shen Teng', 'Jackson Yee', 'Zhang Yi'], director: 'Zhang Yimou', rating: 7.0, episodes: 1, episodeMin: 159, vipFrom: 1, on: both, heat: 5 },
  { key: 'a_bite_of_china', title: 'A Bite of China', titleZh: '舌尖上的中国', type: 'documentary', year: 2012, genres: ['food', 'culture'], cast: ['Li Lihong (narrator)'], director: 'Chen Xiaoqing', rating: 9.3, episodes: 7, episodeMin: 50, on: both, heat: 3 },
  { key: 'boonie_bears', title: 'Boonie Bears', titleZh: '熊出没', type: 'anime', year: 2012, genres: ['kids', 'comedy'], cast: ['Zhang Wei', 'Zhang Bingjun'], director: 'Ding Liang', rating: 6.4, episodes: 104, episodeMin: 13, on: both, heat: 5 },
  // iQIYI variety and animation
  { key: 'the_big_band', title: 'The Big Band', titleZh: '乐队的夏天', type: 'variety', year: 2019, genres: ['music', 'band', 'competition'], cast: ['Ma Dong', 'Zhang Yadong', 'Gao Xiaosong'], director: 'Mou Ye', rating: 9.0, episodes: 12, episodeMin: 100, vipFrom: 1, on: iq, heat: 5 },
  { key: 'rap_of_china', title: 'The Rap of China', titleZh: '中国新说唱', type: 'variety', year: 2017, genres: ['music', 'hip hop', 'competition'], cast: ['Kris Wu', 'MC Hotdog', 'Will Pan'], director: 'Che Hong', rating: 6.8, episodes: 12, episodeMin: 90, vipFrom: 1, on: iq, heat: 5 },
  { key: 'u_can_u_bibi', title: 'U Can U Bibi', titleZh: '奇葩说', type: 'variety', year: 2014, genres: ['debate', 'talk show'], cast: ['Ma Dong', 'Cai Kangyong', 'Kevin Tsai'], director: 'Mou Ye', rating: 8.4, episodes: 20, episodeMin: 90, vipFrom: 1, on: iq, heat: 4 },
  { key: 'crayon_shin_chan', title: 'Crayon Shin-chan', titleZh: '蜡笔小新', type: 'anime', year: 1992, genres: ['comedy', 'kids', 'japanese'], cast: ['Akiko Yajima'], director: 'Mitsuru Hongo', rating: 9.1, episodes: 200, episodeMin: 22, vipFrom: 21, on: iq, heat: 3 },
  // Tencent variety and Chinese 3D animation
  { key: 'rock_and_roast', title: 'Rock & Roast', titleZh: '脱口秀大会', type: 'variety', year: 2017, genres: ['stand-up', 'comedy', 'competition'], cast: ['Li Dan', 'Yang Li', 'Pang Bo'], director: 'Ye Shu', rating: 8.0, episodes: 12, episodeMin: 100, vipFrom: 1, on: tx, heat: 6 },
  { key: 'roast', title: 'Roast!', titleZh: '吐槽大会', type: 'variety', year: 2017, genres: ['comedy', 'talk show'], cast: ['Zhang Shaogang', 'Li Dan'], director: 'Ye Shu', rating: 7.5, episodes: 12, episodeMin: 90, vipFrom: 1, on: tx, heat: 4 },
  { key: 'soul_land', title: 'Soul Land', titleZh: '斗罗大陆', type: 'anime', year: 2018, genres: ['fantasy', 'action', 'donghua'], cast: ['Shen Dawei', 'Ai Kexin'], director: 'Shen Leping', rating: 6.8, episodes: 263, episodeMin: 20, vipFrom: 101, on: tx, heat: 8 },
  { key: 'battle_through_the_heavens', title: 'Battle Through the Heavens', titleZh: '斗破苍穹', type: 'anime', year: 2017, genres: ['fantasy', 'action', 'donghua'], cast: ['Zhang Jie', 'Shen Dawei'], director: 'Zhang Yang', rating: 7.4, episodes: 150, episodeMin: 20, vipFrom: 41, on: tx, heat: 7 },
  { key: 'swallowed_star', title: 'Swallowed Star', titleZh: '吞噬星空', type: 'anime', year: 2020, genres: ['sci-fi', 'action', 'donghua'], cast: ['Tian Rui', 'Zhang Jie'], director: 'Shen Leping', rating: 7.9, episodes: 140, episodeMin: 20, vipFrom: 41, on: tx, heat: 6 },
  { key: 'perfect_world', title: 'Perfect World', titleZh: '完美世界', type: 'anime', year: 2021, genres: ['fantasy', 'action', 'donghua'], cast: ['Jiang Guangtao', 'Bian Jiang'], director: 'Wang Hong', rating: 7.2, episodes: 200, episodeMin: 20, vipFrom: 51, on: tx, heat: 6 },
  { key: 'once_upon_a_bite', title: 'Once Upon a Bite', titleZh: '风味人间', type: 'documentary', year: 2018, genres: ['food', 'culture'], cast: ['Chen Xiaoqing (narrator)'], director: 'Chen Xiaoqing', rating: 9.0, episodes: 8, episodeMin: 50, vipFrom: 1, on: tx, heat: 3 },
]
