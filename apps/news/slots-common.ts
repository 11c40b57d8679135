import { personName } from '../knowledge/people.ts'
import { decimal, int, monthName, type SlotTable } from './story.ts'

/** Slot vocabulary every news app draws on: places, numbers, institutions, companies, people in the news. */
export const COMMON_SLOTS: SlotTable = {
  city: ['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Chengdu', 'Hangzhou', 'Wuhan', "Xi'an", 'Nanjing', 'Chongqing', 'Tianjin', 'Suzhou', 'Changsha', 'Zhengzhou', 'Qingdao', 'Xiamen', 'Kunming', 'Harbin', 'Hefei', 'Shenyang'],
  province: ['Guangdong', 'Zhejiang', 'Jiangsu', 'Sichuan', 'Shandong', 'Henan', 'Hubei', 'Hunan', 'Fujian', 'Yunnan', 'Anhui', 'Hebei', 'Shaanxi', 'Guangxi', 'Heilongjiang'],
  region: ['north China', 'the Yangtze River Delta', 'south China', 'the northeast', 'the southwest', 'the Pearl River Delta', 'northwest China'],
  country: ['France', 'Germany', 'Brazil', 'Japan', 'South Korea', 'Indonesia', 'Kazakhstan', 'Egypt', 'Mexico', 'Australia', 'Italy', 'Thailand', 'Saudi Arabia', 'Argentina'],
  month: (_rng, d) => monthName(d.month),
  n: int(3, 30),
  big: int(120, 980),
  pct: decimal(0.3, 9.8),
  rate: (rng) => (rng.pick([3.0, 3.1, 3.45, 3.5, 3.6, 3.85]) as number).toFixed(2),
  temp: int(6, 16),
  yi: int(12, 860),
  person: (rng) => personName(rng),
  ministry: ['the Ministry of Education', 'the Ministry of Commerce', 'the National Health Commission', 'the Ministry of Transport', 'the Ministry of Industry and Information Technology', 'the Ministry of Ecology and Environment', 'the National Development and Reform Commission'],
  techco: ['Huawei', 'Xiaomi', 'Tencent', 'Alibaba', 'ByteDance', 'Baidu', 'JD.com', 'Meituan', 'BYD', 'Lenovo', 'OPPO', 'vivo', 'DJI', 'iFlytek', 'NetEase', 'Honor'],
  listed: ['Kweichow Moutai', 'CATL', 'China Merchants Bank', 'Ping An Insurance', 'BYD', 'Midea Group', 'Tencent Holdings', 'Alibaba Group', 'PetroChina', 'Industrial and Commercial Bank of China', 'Xiaomi Group', 'Meituan'],
  sector: ['semiconductor', 'new energy vehicle', 'liquor', 'banking', 'pharmaceutical', 'AI computing', 'consumer electronics', 'real estate', 'photovoltaic', 'robotics'],
  carbrand: ['BYD', 'Li Auto', 'NIO', 'XPeng', 'Geely', 'Chery', 'Great Wall Motor', 'Changan', 'Xiaomi Auto', 'AITO', 'Zeekr', 'GAC Aion'],
  university: ['Tsinghua University', 'Peking University', 'Fudan University', 'Zhejiang University', 'Shanghai Jiao Tong University', 'Wuhan University', 'Sun Yat-sen University', 'Nanjing University', 'Sichuan University'],
  scenic: ['the West Lake', 'the Forbidden City', 'Zhangjiajie', 'Jiuzhaigou', 'the Bund', 'Mount Huangshan', 'Lijiang Old Town', 'the Terracotta Army museum', 'Erhai Lake', 'Gulangyu Island'],
  dish: ['hot pot', 'Lanzhou beef noodles', 'Peking duck', 'crayfish', 'Liuzhou snail noodles', 'barbecue skewers', 'soup dumplings', 'Yunnan rice noodles'],
}

/** Entertainment names are invented: the sandbox reports on no real person's private life. */
const STAGE_GIVEN = ['Yichen', 'Xinyue', 'Zimo', 'Ruoxi', 'Jiayi', 'Haoyu', 'Shiyun', 'Mingxuan', 'Keer', 'Yutong', 'Siyuan', 'Anran', 'Zhiyu', 'Qingyang']
const STAGE_FAMILY = ['Lin', 'Zhao', 'Song', 'Xu', 'Bai', 'Gu', 'Lu', 'Shen', 'Jiang', 'Qin', 'Meng', 'Xia', 'Tang', 'Yan']

export const SHOWBIZ_SLOTS: SlotTable = {
  star: (rng) => `${rng.pick(STAGE_FAMILY)} ${rng.pick(STAGE_GIVEN)}`,
  singer: (rng) => `${rng.pick(STAGE_FAMILY)} ${rng.pick(STAGE_GIVEN)}`,
  drama: ['Love Beyond the Palace Walls', 'The Long River Song', 'Blossoms in Old Shanghai Alley', 'Detective of the Southern Song', 'The Tenth Spring', 'Mountain and Sea Inn', 'Starlight Dispatch', 'The Hidden Ledger', 'Snow over Chang’an', 'Our Twenty-Something Days'],
  film: ['Sky Patrol', 'The Last Ferry', 'Return to Dunhuang', 'Mountain Echo', 'Fast Lane Family', 'The Jade Cipher', 'Lantern Festival', 'Deep Sea Station', 'Homecoming Train', 'Wandering Moon'],
  variety: ['Let’s Sing Together', 'The Great Chef Challenge', 'Rap Star China', 'Weekend Roommates', 'The Dance Stage', 'Stand-up Tonight', 'Farm Life Diaries'],
  album: ['Moonlit Platform', 'Nineteen', 'City of Rain', 'Slow Burn', 'Paper Planes', 'Summer Static'],
  event: ['the Golden Rooster Awards', 'the Weibo Night gala', 'the Shanghai International Film Festival', 'the Beijing International Film Festival', 'the Hundred Flowers Awards', 'a fashion week show in Paris'],
  fashionbrand: ['Louis Vuitton', 'Dior', 'Chanel', 'Prada', 'Gucci', 'Li-Ning', 'Anta', 'Bosideng', 'Shang Xia', 'Uniqlo'],
  season: ['spring/summer', 'autumn/winter'],
  platform: ['iQIYI', 'Tencent Video', 'Youku', 'Mango TV', 'Bilibili'],
  phone: ['Huawei Mate 70', 'Xiaomi 15 Ultra', 'iPhone 17 Pro', 'vivo X200', 'OPPO Find X8', 'Honor Magic 7'],
  game: ['Honor of Kings', 'Genshin Impact', 'Black Myth: Wukong', 'League of Legends', 'Peacekeeper Elite', 'Naraka: Bladepoint', 'Eggy Party'],
}
