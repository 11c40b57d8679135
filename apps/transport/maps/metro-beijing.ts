import type { MetroLine } from './metro-types.ts'

/**
 * Beijing Subway: the main lines in station order at real coordinates (to about 100 m). Suburban
 * stretches list fewer stations; ride times come from the distance, so a skipped stop costs nothing.
 */
export const beijingMetro: readonly MetroLine[] = [
  { name: 'Line 1', zh: '1号线', kmh: 36, stations: [
    ['Pingguoyuan', '苹果园', 39.9260, 116.1776], ['Gucheng', '古城', 39.9077, 116.1907], ['Babaoshan', '八宝山', 39.9074, 116.2353], ['Yuquanlu', '玉泉路', 39.9075, 116.2528],
    ['Wukesong', '五棵松', 39.9075, 116.2740], ['Wanshoulu', '万寿路', 39.9075, 116.2953], ['Gongzhufen', '公主坟', 39.9073, 116.3097], ['Military Museum', '军事博物馆', 39.9073, 116.3208],
    ['Muxidi', '木樨地', 39.9073, 116.3375], ['Nanlishilu', '南礼士路', 39.9073, 116.3490], ['Fuxingmen', '复兴门', 39.9073, 116.3565], ['Xidan', '西单', 39.9073, 116.3747],
    ["Tian'anmen West", '天安门西', 39.9073, 116.3913], ["Tian'anmen East", '天安门东', 39.9078, 116.4013], ['Wangfujing', '王府井', 39.9082, 116.4114], ['Dongdan', '东单', 39.9082, 116.4181],
    ['Jianguomen', '建国门', 39.9085, 116.4355], ["Yong'anli", '永安里', 39.9085, 116.4502], ['Guomao', '国贸', 39.9084, 116.4613], ['Dawanglu', '大望路', 39.9085, 116.4765],
    ['Sihui', '四惠', 39.9085, 116.4957], ['Sihui East', '四惠东', 39.9085, 116.5150], ['Communication University of China', '传媒大学', 39.9090, 116.5545], ['Guanzhuang', '管庄', 39.9090, 116.5960],
    ['Tongzhou Beiyuan', '通州北苑', 39.9030, 116.6340], ['Jiukeshu', '九棵树', 39.8890, 116.6580], ['Liyuan', '梨园', 39.8820, 116.6700], ['Tuqiao', '土桥', 39.8650, 116.6900],
  ] },
  { name: 'Line 2', zh: '2号线', kmh: 33, loop: true, stations: [
    ['Xizhimen', '西直门', 39.9406, 116.3551], ['Jishuitan', '积水潭', 39.9486, 116.3735], ['Guloudajie', '鼓楼大街', 39.9489, 116.3955], ['Andingmen', '安定门', 39.9490, 116.4081],
    ['Yonghegong Lama Temple', '雍和宫', 39.9491, 116.4173], ['Dongzhimen', '东直门', 39.9413, 116.4349], ['Dongsishitiao', '东四十条', 39.9337, 116.4344], ['Chaoyangmen', '朝阳门', 39.9242, 116.4344],
    ['Jianguomen', '建国门', 39.9085, 116.4355], ['Beijing Railway Station', '北京站', 39.9048, 116.4271], ['Chongwenmen', '崇文门', 39.9012, 116.4171], ['Qianmen', '前门', 39.9003, 116.3980],
    ['Hepingmen', '和平门', 39.9003, 116.3843], ['Xuanwumen', '宣武门', 39.8997, 116.3744], ['Changchunjie', '长椿街', 39.8997, 116.3627], ['Fuxingmen', '复兴门', 39.9073, 116.3565],
    ['Fuchengmen', '阜成门', 39.9233, 116.3565], ['Chegongzhuang', '车公庄', 39.9326, 116.3565],
  ] },
  { name: 'Line 4', zh: '4号线', kmh: 36, stations: [
    ['Anheqiao North', '安河桥北', 40.0124, 116.2707], ['Beigongmen', '北宫门', 39.9976, 116.2836], ['Xiyuan', '西苑', 39.9987, 116.2961], ['Yuanmingyuan Park', '圆明园', 39.9999, 116.3102],
    ['Peking University East Gate', '北京大学东门', 39.9922, 116.3160], ['Zhongguancun', '中关村', 39.9841, 116.3164], ['Haidian Huangzhuang', '海淀黄庄', 39.9757, 116.3172], ['Renmin University', '人民大学', 39.9678, 116.3214],
    ['Weigongcun', '魏公村', 39.9581, 116.3237], ['National Library', '国家图书馆', 39.9431, 116.3249], ['Beijing Zoo', '动物园', 39.9383, 116.3393], ['Xizhimen', '西直门', 39.9406, 116.3551],
    ['Xinjiekou', '新街口', 39.9405, 116.3678], ["Ping'anli", '平安里', 39.9332, 116.3725], ['Xisi', '西四', 39.9237, 116.3725], ['Lingjing Hutong', '灵境胡同', 39.9161, 116.3730],
    ['Xidan', '西单', 39.9073, 116.3747], ['Xuanwumen', '宣武门', 39.8997, 116.3744], ['Caishikou', '菜市口', 39.8897, 116.3744], ['Taoranting', '陶然亭', 39.8786, 116.3744],
    ['Beijing South Railway Station', '北京南站', 39.8652, 116.3786], ['Majiapu', '马家堡', 39.8523, 116.3712], ['Jiaomen West', '角门西', 39.8455, 116.3709], ['Gongyixiqiao', '公益西桥', 39.8370, 116.3705],
    ['Xingong', '新宫', 39.8127, 116.3686], ['Huangcun Railway Station', '黄村火车站', 39.7370, 116.3280], ['Tiangongyuan', '天宫院', 39.6717, 116.3195],
  ] },
  { name: 'Line 5', zh: '5号线', kmh: 35, stations: [
    ['Tiantongyuan North', '天通苑北', 40.0837, 116.4212], ['Tiantongyuan', '天通苑', 40.0749, 116.4127], ['Tiantongyuan South', '天通苑南', 40.0667, 116.4126], ['Lishuiqiao', '立水桥', 40.0413, 116.4128],
    ['Beiyuanlu North', '北苑路北', 40.0296, 116.4147], ['Datunlu East', '大屯路东', 40.0037, 116.4176], ['Huixinxijie Beikou', '惠新西街北口', 39.9878, 116.4176], ['Huixinxijie Nankou', '惠新西街南口', 39.9769, 116.4176],
    ['Hepingxiqiao', '和平西桥', 39.9683, 116.4176], ['Hepinglibeijie', '和平里北街', 39.9584, 116.4176], ['Yonghegong Lama Temple', '雍和宫', 39.9491, 116.4173], ['Beixinqiao', '北新桥', 39.9409, 116.4173],
    ['Zhangzizhonglu', '张自忠路', 39.9336, 116.4173], ['Dongsi', '东四', 39.9241, 116.4173], ['Dengshikou', '灯市口', 39.9172, 116.4173], ['Dongdan', '东单', 39.9082, 116.4181],
    ['Chongwenmen', '崇文门', 39.9012, 116.4171], ['Ciqikou', '磁器口', 39.8935, 116.4171], ['Tiantan East Gate', '天坛东门', 39.8821, 116.4171], ['Puhuangyu', '蒲黄榆', 39.8656, 116.4224],
    ['Liujiayao', '刘家窑', 39.8567, 116.4230], ['Songjiazhuang', '宋家庄', 39.8455, 116.4270],
  ] },
  { name: 'Line 6', zh: '6号线', kmh: 40, stations: [
    ['Haidian Wuluju', '海淀五路居', 39.9323, 116.2762], ['Cishousi', '慈寿寺', 39.9337, 116.2943], ['Huayuanqiao', '花园桥', 39.9324, 116.3105], ['Baishiqiao South', '白石桥南', 39.9326, 116.3271],
    ['Chegongzhuang West', '车公庄西', 39.9326, 116.3436], ['Chegongzhuang', '车公庄', 39.9326, 116.3565], ["Ping'anli", '平安里', 39.9332, 116.3725], ['Beihai North', '北海北', 39.9327, 116.3868],
    ['Nanluoguxiang', '南锣鼓巷', 39.9336, 116.4031], ['Dongsi', '东四', 39.9241, 116.4173], ['Chaoyangmen', '朝阳门', 39.9242, 116.4344], ['Dongdaqiao', '东大桥', 39.9224, 116.4516],
    ['Hujialou', '呼家楼', 39.9236, 116.4621], ['Jintailu', '金台路', 39.9246, 116.4826], ['Shilipu', '十里堡', 39.9236, 116.5001], ['Qingnianlu', '青年路', 39.9232, 116.5170],
    ['Huangqu', '黄渠', 39.9232, 116.5640], ['Changying', '常营', 39.9232, 116.5990], ['Tongzhou Beiguan', '通州北关', 39.9107, 116.6604], ['Lucheng', '潞城', 39.9000, 116.7350],
  ] },
  { name: 'Line 7', zh: '7号线', kmh: 34, stations: [
    ['Beijing West Railway Station', '北京西站', 39.8949, 116.3220], ['Wanzi', '湾子', 39.8895, 116.3370], ['Daguanying', '达官营', 39.8900, 116.3490], ["Guang'anmennei", '广安门内', 39.8895, 116.3590],
    ['Caishikou', '菜市口', 39.8897, 116.3744], ['Hufangqiao', '虎坊桥', 39.8897, 116.3856], ['Zhushikou', '珠市口', 39.8930, 116.3985], ['Qiaowan', '桥湾', 39.8924, 116.4074],
    ['Ciqikou', '磁器口', 39.8935, 116.4171], ['Guangqumennei', '广渠门内', 39.8935, 116.4353], ['Guangqumenwai', '广渠门外', 39.8935, 116.4461], ['Shuangjing', '双井', 39.8936, 116.4621],
    ['Jiulongshan', '九龙山', 39.8910, 116.4837], ['Baiziwan', '百子湾', 39.8900, 116.5090], ['Huagong', '化工', 39.8860, 116.5220],
  ] },
  { name: 'Line 8', zh: '8号线', kmh: 36, stations: [
    ['Zhuxinzhuang', '朱辛庄', 40.0990, 116.3160], ['Huilongguan Dongdajie', '回龙观东大街', 40.0810, 116.3610], ['Huoying', '霍营', 40.0708, 116.3602], ['Yuxin', '育新', 40.0600, 116.3520],
    ['Xixiaokou', '西小口', 40.0460, 116.3620], ['Yongtaizhuang', '永泰庄', 40.0370, 116.3720], ['Lincuiqiao', '林萃桥', 40.0230, 116.3830], ['Olympic Green', '奥林匹克公园', 40.0081, 116.3924],
    ['Olympic Sports Center', '奥体中心', 39.9925, 116.3925], ['Beitucheng', '北土城', 39.9762, 116.3942], ['Anhuaqiao', '安华桥', 39.9680, 116.3938], ['Andelibeijie', '安德里北街', 39.9590, 116.3939],
    ['Guloudajie', '鼓楼大街', 39.9489, 116.3955], ['Shichahai', '什刹海', 39.9405, 116.3960], ['Nanluoguxiang', '南锣鼓巷', 39.9336, 116.4031], ['National Art Museum', '中国美术馆', 39.9251, 116.4043],
    ['Jinyu Hutong', '金鱼胡同', 39.9164, 116.4078], ['Wangfujing', '王府井', 39.9082, 116.4114], ['Qianmen', '前门', 39.9003, 116.3980], ['Zhushikou', '珠市口', 39.8930, 116.3985],
    ['Tianqiao', '天桥', 39.8836, 116.3980], ['Yongdingmenwai', '永定门外', 39.8682, 116.3960],
  ] },
  { name: 'Line 9', zh: '9号线', kmh: 34, stations: [
    ['National Library', '国家图书馆', 39.9431, 116.3249], ['Baishiqiao South', '白石桥南', 39.9326, 116.3271], ['Baiduizi', '白堆子', 39.9226, 116.3250], ['Military Museum', '军事博物馆', 39.9073, 116.3208],
    ['Beijing West Railway Station', '北京西站', 39.8949, 116.3220], ['Liuliqiao East', '六里桥东', 39.8851, 116.3200], ['Liuliqiao', '六里桥', 39.8851, 116.3099], ['Qilizhuang', '七里庄', 39.8678, 116.2966],
    ['Fengtai Dongdajie', '丰台东大街', 39.8593, 116.2895], ['Fengtai Science Park', '丰台科技园', 39.8270, 116.2950], ['Guogongzhuang', '郭公庄', 39.8133, 116.3000],
  ] },
  { name: 'Line 10', zh: '10号线', kmh: 34, loop: true, stations: [
    ['Bagou', '巴沟', 39.9765, 116.2909], ['Suzhoujie', '苏州街', 39.9755, 116.3052], ['Haidian Huangzhuang', '海淀黄庄', 39.9757, 116.3172], ['Zhichunli', '知春里', 39.9762, 116.3294],
    ['Zhichunlu', '知春路', 39.9762, 116.3402], ['Xitucheng', '西土城', 39.9762, 116.3537], ['Mudanyuan', '牡丹园', 39.9762, 116.3701], ['Jiandemen', '健德门', 39.9762, 116.3814],
    ['Beitucheng', '北土城', 39.9762, 116.3942], ['Anzhenmen', '安贞门', 39.9762, 116.4059], ['Huixinxijie Nankou', '惠新西街南口', 39.9769, 116.4176], ['Shaoyaoju', '芍药居', 39.9772, 116.4370],
    ['Taiyanggong', '太阳宫', 39.9731, 116.4476], ['Sanyuanqiao', '三元桥', 39.9613, 116.4561], ['Liangmaqiao', '亮马桥', 39.9491, 116.4621], ['Agricultural Exhibition Center', '农业展览馆', 39.9412, 116.4621],
    ['Tuanjiehu', '团结湖', 39.9334, 116.4621], ['Hujialou', '呼家楼', 39.9236, 116.4621], ['Jintaixizhao', '金台夕照', 39.9164, 116.4621], ['Guomao', '国贸', 39.9084, 116.4613],
    ['Shuangjing', '双井', 39.8936, 116.4621], ['Jinsong', '劲松', 39.8846, 116.4621], ['Panjiayuan', '潘家园', 39.8750, 116.4621], ['Shilihe', '十里河', 39.8658, 116.4594],
    ['Fenzhongsi', '分钟寺', 39.8513, 116.4545], ['Chengshousi', '成寿寺', 39.8465, 116.4445], ['Songjiazhuang', '宋家庄', 39.8455, 116.4270], ['Dahongmen', '大红门', 39.8455, 116.3940],
    ['Jiaomen West', '角门西', 39.8455, 116.3709], ['Caoqiao', '草桥', 39.8527, 116.3461], ['Jijiamiao', '纪家庙', 39.8563, 116.3315], ['Fengtai Railway Station', '丰台站', 39.8478, 116.2996],
    ['Xiju', '西局', 39.8670, 116.3090], ['Liuliqiao', '六里桥', 39.8851, 116.3099], ['Lianhuaqiao', '莲花桥', 39.8970, 116.3100], ['Gongzhufen', '公主坟', 39.9073, 116.3097],
    ['Xidiaoyutai', '西钓鱼台', 39.9226, 116.3002], ['Cishousi', '慈寿寺', 39.9337, 116.2943], ['Chedaogou', '车道沟', 39.9480, 116.2938], ['Changchunqiao', '长春桥', 39.9586, 116.2940],
    ['Huoqiying', '火器营', 39.9660, 116.2912],
  ] },
  { name: 'Line 13', zh: '13号线', kmh: 42, stations: [
    ['Xizhimen', '西直门', 39.9406, 116.3551], ['Dazhongsi', '大钟寺', 39.9663, 116.3441], ['Zhichunlu', '知春路', 39.9762, 116.3402], ['Wudaokou', '五道口', 39.9926, 116.3379],
    ['Shangdi', '上地', 40.0334, 116.3194], ["Xi'erqi", '西二旗', 40.0530, 116.3061], ['Longze', '龙泽', 40.0706, 116.3190], ['Huilongguan', '回龙观', 40.0707, 116.3359],
    ['Huoying', '霍营', 40.0708, 116.3602], ['Lishuiqiao', '立水桥', 40.0413, 116.4128], ['Beiyuan', '北苑', 40.0307, 116.4326], ['Wangjing West', '望京西', 39.9962, 116.4515],
    ['Shaoyaoju', '芍药居', 39.9772, 116.4370], ['Guangximen', '光熙门', 39.9673, 116.4345], ['Liufang', '柳芳', 39.9581, 116.4345], ['Dongzhimen', '东直门', 39.9413, 116.4349],
  ] },
  { name: 'Line 14', zh: '14号线', kmh: 36, stations: [
    ['Beijing South Railway Station', '北京南站', 39.8652, 116.3786], ['Yongdingmenwai', '永定门外', 39.8682, 116.3960], ['Jingtai', '景泰', 39.8687, 116.4133], ['Puhuangyu', '蒲黄榆', 39.8656, 116.4224],
    ['Fangzhuang', '方庄', 39.8656, 116.4371], ['Shilihe', '十里河', 39.8658, 116.4594], ['Beijing University of Technology West Gate', '北工大西门', 39.8748, 116.4787], ['Pingleyuan', '平乐园', 39.8799, 116.4884],
    ['Jiulongshan', '九龙山', 39.8910, 116.4837], ['Dawanglu', '大望路', 39.9085, 116.4765], ['Jintailu', '金台路', 39.9246, 116.4826], ['Chaoyang Park', '朝阳公园', 39.9353, 116.4809],
    ['Zaoying', '枣营', 39.9436, 116.4815], ['Dongfengbeiqiao', '东风北桥', 39.9560, 116.4820], ['Jiangtai', '将台', 39.9692, 116.4862], ['Wangjing South', '望京南', 39.9853, 116.4876],
    ['Futong', '阜通', 39.9942, 116.4839], ['Wangjing', '望京', 39.9985, 116.4695], ['Laiguangying', '来广营', 40.0183, 116.4600], ['Shangezhuang', '善各庄', 40.0320, 116.4750],
  ] },
  { name: 'Line 15', zh: '15号线', kmh: 45, stations: [
    ['Qinghuadongluxikou', '清华东路西口', 40.0064, 116.3400], ['Liudaokou', '六道口', 40.0065, 116.3540], ['Beishatan', '北沙滩', 40.0073, 116.3748], ['Olympic Green', '奥林匹克公园', 40.0081, 116.3924],
    ['Anli Road', '安立路', 40.0084, 116.4088], ['Datunlu East', '大屯路东', 40.0037, 116.4176], ['Guanzhuang', '关庄', 40.0010, 116.4340], ['Wangjing West', '望京西', 39.9962, 116.4515],
    ['Wangjing', '望京', 39.9985, 116.4695], ['Wangjing East', '望京东', 40.0021, 116.4879], ['Cuigezhuang', '崔各庄', 40.0116, 116.5169], ['Sunhe', '孙河', 40.0450, 116.5400],
    ['Guozhan', '国展', 40.0690, 116.5520], ['Shunyi', '顺义', 40.1300, 116.6500], ['Fengbo', '俸伯', 40.1500, 116.6800],
  ] },
  { name: 'Changping Line', zh: '昌平线', kmh: 50, stations: [
    ['Xitucheng', '西土城', 39.9762, 116.3537], ['Qinghe Railway Station', '清河站', 40.0420, 116.3220], ["Xi'erqi", '西二旗', 40.0530, 116.3061], ['Life Science Park', '生命科学园', 40.0946, 116.2943],
    ['Zhuxinzhuang', '朱辛庄', 40.0990, 116.3160], ['Shahe', '沙河', 40.1480, 116.2890], ['Nanshao', '南邵', 40.2080, 116.2870], ['Changping Xishankou', '昌平西山口', 40.2390, 116.2000],
  ] },
  { name: 'Yizhuang Line', zh: '亦庄线', kmh: 45, stations: [
    ['Songjiazhuang', '宋家庄', 39.8455, 116.4270], ['Xiaocun', '肖村', 39.8353, 116.4519], ['Jiugong', '旧宫', 39.8130, 116.4730], ['Yizhuangqiao', '亦庄桥', 39.8133, 116.5043],
    ['Rongjing East Street', '荣京东街', 39.7949, 116.5233], ['Tongjinanlu', '同济南路', 39.7800, 116.5500], ['Ciqu', '次渠', 39.7990, 116.5970], ['Yizhuang Railway Station', '亦庄火车站', 39.8080, 116.6110],
  ] },
  { name: 'Capital Airport Express', zh: '首都机场线', kmh: 75, fare: 25, stations: [
    ['Beixinqiao', '北新桥', 39.9409, 116.4173], ['Dongzhimen', '东直门', 39.9413, 116.4349], ['Sanyuanqiao', '三元桥', 39.9613, 116.4561], ['Terminal 3', '3号航站楼', 40.0523, 116.6143],
    ['Terminal 2', '2号航站楼', 40.0800, 116.5915],
  ] },
  { name: 'Daxing Airport Express', zh: '大兴机场线', kmh: 110, fare: 35, stations: [
    ['Caoqiao', '草桥', 39.8527, 116.3461], ['Daxing New Town', '大兴新城', 39.7300, 116.3220], ['Daxing Airport', '大兴机场', 39.5098, 116.4105],
  ] },
]
