/**
 * Songs on China's two big music apps (static world data). Licences differ the way they really do:
 * Jay Chou's catalogue (JVR Music) is exclusive to Tencent Music (QQ Music), independent artists who
 * grew up on NetEase's musician programme release there only, and the major labels license both.
 */
export type MusicPlatform = 'netease' | 'qq'

export interface Song {
  key: string
  title: string
  titleZh?: string
  artist: string
  artistZh: string
  album: string
  year: number
  durationSec: number
  tags: readonly string[]
  on: readonly MusicPlatform[]
  /** Relative plays, for 'popular' sorting. */
  heat: number
}

const both: readonly MusicPlatform[] = ['netease', 'qq']
const qqOnly: readonly MusicPlatform[] = ['qq']
const neOnly: readonly MusicPlatform[] = ['netease']

const S = (key: string, title: string, titleZh: string | undefined, artist: string, artistZh: string, album: string, year: number, durationSec: number, tags: readonly string[], on: readonly MusicPlatform[], heat: number): Song => ({
  key, title, ...(titleZh ? { titleZh } : {}), artist, artistZh, album, year, durationSec, tags, on, heat,
})

export const SONGS: readonly Song[] = [
  // Jay Chou: Tencent Music exclusive
  S('sunny_day', 'Sunny Day', '晴天', 'Jay Chou', '周杰伦', 'Ye Hui Mei', 2003, 269, ['mandopop', 'ballad'], qqOnly, 10),
  S('qi_li_xiang', 'Common Jasmine Orange', '七里香', 'Jay Chou', '周杰伦', 'Common Jasmine Orange', 2004, 299, ['mandopop', 'ballad'], qqOnly, 9),
  S('rice_field', 'Rice Field', '稻香', 'Jay Chou', '周杰伦', 'Capricorn', 2008, 223, ['mandopop', 'folk'], qqOnly, 9),
  S('love_confession', 'Love Confession', '告白气球', 'Jay Chou', '周杰伦', "Jay Chou's Bedtime Stories", 2016, 215, ['mandopop', 'love song'], qqOnly, 9),
  S('nocturne', 'Nocturne', '夜曲', 'Jay Chou', '周杰伦', "November's Chopin", 2005, 226, ['mandopop', 'r&b'], qqOnly, 8),
  S('greatest_works_of_art', 'Greatest Works of Art', '最伟大的作品', 'Jay Chou', '周杰伦', 'Greatest Works of Art', 2022, 244, ['mandopop'], qqOnly, 7),
  // Mandopop and Cantopop on both
  S('ten_years', 'Ten Years', '十年', 'Eason Chan', '陈奕迅', 'Black White Grey', 2003, 205, ['mandopop', 'ballad'], both, 9),
  S('under_mount_fuji', 'Under Mount Fuji', '富士山下', 'Eason Chan', '陈奕迅', "What's Going On...?", 2006, 259, ['cantopop', 'ballad'], both, 8),
  S('lonely_warrior', 'Lonely Warrior', '孤勇者', 'Eason Chan', '陈奕迅', 'Lonely Warrior', 2021, 256, ['mandopop', 'anthem'], both, 9),
  S('jiangnan', 'Jiangnan', '江南', 'JJ Lin', '林俊杰', 'Second Heaven', 2004, 267, ['mandopop', 'ballad'], both, 8),
  S('practice_love', 'Practice Love', '修炼爱情', 'JJ Lin', '林俊杰', 'Stories Untold', 2013, 287, ['mandopop', 'ballad'], both, 8),
  S('twilight_jj', 'Twilight', '不为谁而作的歌', 'JJ Lin', '林俊杰', 'From M.E. to Myself', 2015, 267, ['mandopop'], both, 7),
  S('bubble', 'Bubble', '泡沫', 'G.E.M.', '邓紫棋', 'Xposed', 2012, 258, ['mandopop', 'ballad'], both, 8),
  S('light_years_away', 'Light Years Away', '光年之外', 'G.E.M.', '邓紫棋', 'Light Years Away', 2016, 235, ['mandopop', 'film song'], both, 8),
  S('stubborn', 'Stubborn', '倔强', 'Mayday', '五月天', "God's Children Are All Dancing", 2004, 260, ['rock', 'band'], both, 8),
  S('suddenly_miss_you', 'Suddenly Missing You So Bad', '突然好想你', 'Mayday', '五月天', 'Poetry of the Day After', 2008, 265, ['rock', 'band', 'ballad'], both, 8),
  S('goodbye_kiss', 'Goodbye Kiss', '吻别', 'Jacky Cheung', '张学友', 'Goodbye Kiss', 1993, 304, ['mandopop', 'classic'], both, 6),
  S('red_bean', 'Red Bean', '红豆', 'Faye Wong', '王菲', 'Sing and Play', 1998, 259, ['mandopop', 'classic'], both, 7),
  S('moon_represents_my_heart', 'The Moon Represents My Heart', '月亮代表我的心', 'Teresa Teng', '邓丽君', 'Island Love Songs', 1977, 209, ['mandopop', 'classic'], both, 6),
  S('actor', 'Actor', '演员', 'Joker Xue', '薛之谦', 'Gentleman', 2015, 261, ['mandopop', 'ballad'], both, 8),
  S('ugly_monster', 'Ugly Monster', '丑八怪', 'Joker Xue', '薛之谦', 'Yi Ban', 2013, 248, ['mandopop', 'ballad'], both, 7),
  S('drown_my_sorrows', 'Drown My Sorrows', '消愁', 'Mao Buyi', '毛不易', 'An Ordinary Day', 2017, 261, ['folk', 'ballad'], both, 7),
  S('people_like_me', 'People Like Me', '像我这样的人', 'Mao Buyi', '毛不易', 'An Ordinary Day', 2017, 218, ['folk', 'ballad'], both, 7),
  S('young_and_promising', 'Young and Promising', '年少有为', 'Li Ronghao', '李荣浩', 'Ear', 2018, 279, ['mandopop', 'ballad'], both, 7),
  S('big_fish', 'Big Fish', '大鱼', 'Zhou Shen', '周深', 'Big Fish & Begonia OST', 2016, 313, ['film song', 'chinese style'], both, 7),
  S('norwegian_wood_wubai', 'Norwegian Wood', '挪威的森林', 'Wu Bai & China Blue', '伍佰 & China Blue', 'Wanderer Love Songs', 1996, 330, ['rock', 'classic'], both, 5),
  S('kill_shijiazhuang', 'Kill the Shijiazhuang Man', '杀死那个石家庄人', 'Omnipotent Youth Society', '万能青年旅店', 'Omnipotent Youth Society', 2010, 293, ['indie', 'rock', 'band'], both, 5),
  S('sun_never_sets', 'Sun Will Never Set', '日不落', 'Jolin Tsai', '蔡依林', 'Agent J', 2007, 228, ['mandopop', 'dance'], both, 6),
  // NetEase musician-programme originals: NetEase only
  S('i_once', 'I Once', '我曾', 'Gebi Lao Fan', '隔壁老樊', 'I Once', 2019, 296, ['folk', 'ballad', 'original'], neOnly, 6),
  S('embrace_you_ordinary', 'How I Want to Hold You in This Ordinary Life', '多想在平庸的生活拥抱你', 'Gebi Lao Fan', '隔壁老樊', 'How I Want to Hold You in This Ordinary Life', 2019, 317, ['folk', 'ballad', 'original'], neOnly, 5),
  S('clouds_into_rain', 'Clouds Turned to Rain', '云烟成雨', 'Fangdong de Mao', '房东的猫', 'Clouds Turned to Rain', 2017, 240, ['folk', 'indie', 'original'], neOnly, 6),
  // International, licensed by the majors to both
  S('love_story', 'Love Story', undefined, 'Taylor Swift', '泰勒·斯威夫特', 'Fearless', 2008, 235, ['pop', 'country', 'english'], both, 7),
  S('shake_it_off', 'Shake It Off', undefined, 'Taylor Swift', '泰勒·斯威夫特', '1989', 2014, 219, ['pop', 'english'], both, 7),
  S('anti_hero', 'Anti-Hero', undefined, 'Taylor Swift', '泰勒·斯威夫特', 'Midnights', 2022, 200, ['pop', 'english'], both, 6),
  S('shape_of_you', 'Shape of You', undefined, 'Ed Sheeran', '艾德·希兰', '÷ (Divide)', 2017, 233, ['pop', 'english'], both, 7),
  S('someone_like_you', 'Someone Like You', undefined, 'Adele', '阿黛尔', '21', 2011, 285, ['pop', 'ballad', 'english'], both, 6),
  S('bad_guy', 'bad guy', undefined, 'Billie Eilish', '碧梨', 'When We All Fall Asleep, Where Do We Go?', 2019, 194, ['pop', 'english'], both, 5),
  S('lemon_yonezu', 'Lemon', undefined, 'Kenshi Yonezu', '米津玄师', 'Bootleg', 2018, 255, ['j-pop', 'japanese'], both, 6),
  S('idol_yoasobi', 'Idol', 'アイドル', 'YOASOBI', 'YOASOBI', 'Idol', 2023, 213, ['j-pop', 'anime', 'japanese'], both, 6),
]
