/** Common Chinese surnames and given names (pinyin), weighted towards the most frequent surnames. */
export const SURNAMES = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun', 'Hu', 'Zhu', 'Gao', 'Lin', 'He', 'Guo', 'Ma', 'Luo'] as const
export const SURNAME_WEIGHTS = [7.3, 7.2, 6.9, 5.4, 4.5, 3.1, 2.3, 2.2, 2.1, 2.0, 1.7, 1.5, 1.3, 1.3, 1.2, 1.2, 1.1, 1.1, 1.1, 0.9] as const

export const GIVEN_NAMES = {
  male: ['Wei', 'Hao', 'Jie', 'Tao', 'Lei', 'Peng', 'Yang', 'Chao', 'Jun', 'Bo', 'Haoran', 'Zihan', 'Yuxuan', 'Mingyu', 'Jianguo', 'Zhiqiang', 'Dong', 'Kai', 'Rui', 'Xiang'],
  female: ['Fang', 'Jing', 'Li', 'Min', 'Yan', 'Xin', 'Ting', 'Na', 'Xiaomei', 'Yuqi', 'Zixuan', 'Shuang', 'Lan', 'Hui', 'Qian', 'Yue', 'Meiling', 'Xiulan', 'Jiayi', 'Wenjing'],
} as const
