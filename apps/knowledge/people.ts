import type { Rng } from '../kit/index.ts'

/**
 * Names of the people behind content: Xiaohongshu nicknames, Zhihu handles, Dedao lecturers.
 * Built from word lists with a keyed rng (no faker: these run when a world's pool is built).
 */

const SURNAMES = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun', 'Hu', 'Zhu', 'Gao', 'Lin', 'He', 'Guo', 'Ma', 'Luo', 'Liang', 'Song', 'Zheng', 'Xie', 'Han', 'Tang', 'Feng', 'Deng', 'Cao', 'Peng', 'Xiao', 'Tian', 'Dong', 'Pan', 'Yuan', 'Jiang', 'Cai', 'Yu', 'Du', 'Ye', 'Cheng', 'Wei', 'Su', 'Lü', 'Ding', 'Ren', 'Shen', 'Yao', 'Lu', 'Fu']
const GIVEN = ['Wei', 'Fang', 'Min', 'Jing', 'Lei', 'Qiang', 'Yan', 'Jun', 'Yang', 'Jie', 'Tao', 'Ming', 'Chao', 'Xiuying', 'Hui', 'Na', 'Li', 'Ping', 'Gang', 'Yun', 'Hao', 'Yu', 'Xin', 'Bo', 'Lin', 'Dan', 'Kai', 'Rui', 'Ting', 'Peng', 'Zhiyuan', 'Haoran', 'Yuxuan', 'Zihan', 'Xinyi', 'Yichen', 'Siyu', 'Jiaqi', 'Mingyuan', 'Wenjie', 'Shuang', 'Lu', 'Qing', 'Feng', 'Xiaoming', 'Jianguo', 'Guoqiang', 'Hongmei', 'Weidong', 'Yifan']

/** A romanized Chinese full name, surname first ('Zhou Mingyuan'). */
export const personName = (rng: Rng): string => `${rng.pick(SURNAMES)} ${rng.pick(GIVEN)}`

// Xiaohongshu nicknames mix a cute prefix, a noun and what the account posts about.
const NICK_HEAD = ['小鹿', '橙子', 'Momo', '一只', '是阿', '桃桃', 'Cici', '小林', '糖糖', '阿璇', '木子', 'Yuki', '奶茶', '芒果', '豆豆', 'Luna', '小周', '鹿鹿', '西西', '咸鱼']
const NICK_TAIL = ['爱生活', '的日常', '在上海', '不加班', '的小屋', '碎碎念', '日记', '研究所', '的分享', '想躺平', '今天也要加油', 'ovo', '吖', '酱', '在成都', '不吃香菜']

/** A Xiaohongshu-style nickname ('橙子的日常', 'Momo在上海'). */
export const noteNickname = (rng: Rng): string => `${rng.pick(NICK_HEAD)}${rng.pick(NICK_TAIL)}`

const HANDLE_WORDS = ['Quiet', 'Curious', 'Lazy', 'North', 'Blue', 'Salted', 'Midnight', 'Paper', 'Slow', 'Small']
const HANDLE_NOUNS = ['Fish', 'Owl', 'Cat', 'River', 'Panda', 'Cloud', 'Bamboo', 'Lantern', 'Fox', 'Tea']

/** A Zhihu handle: half real-name style, half pseudonym ('Chen Jing', 'Midnight Owl'). */
export const answerHandle = (rng: Rng): string => (rng.chance(0.5) ? personName(rng) : `${rng.pick(HANDLE_WORDS)} ${rng.pick(HANDLE_NOUNS)}`)

/** Where a Xiaohongshu note was posted from (shown as its IP region). */
export const IP_REGIONS = ['Shanghai', 'Beijing', 'Guangdong', 'Zhejiang', 'Sichuan', 'Jiangsu', 'Hubei', 'Fujian', 'Hunan', 'Shandong', 'Chongqing', 'Shaanxi', 'Yunnan', 'Tianjin', 'Hong Kong', 'Overseas'] as const

/** A count with a long tail (likes, upvotes, followers): log-uniform between min and max. */
export function longTail(rng: Rng, min: number, max: number): number {
  return Math.round(Math.exp(Math.log(min) + rng.next() ** 1.6 * (Math.log(max) - Math.log(min))))
}

/** Digits of a stable numeric id (Zhihu question and answer ids are plain numbers). */
export function numericId(lead: string, hash: number, length: number): string {
  const digits = String(hash).padStart(10, '0') + String(Math.imul(hash, 2654435761) >>> 0).padStart(10, '0')
  return (lead + digits).slice(0, length)
}
