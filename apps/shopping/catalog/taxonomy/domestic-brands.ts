/**
 * Chinese brands of the taxonomy (including Chinese publishers). A cross-border store such as Amazon
 * Global sells imported goods, so it leaves these out.
 */
export const domesticBrands: ReadonlySet<string> = new Set([
  '361°', 'Airland', 'Airmate', 'Amazfit', 'Anker', 'Anta', 'Aula', 'Aux', 'Baixiang', 'Baleno', 'Baseus', 'Bear', 'Benks', 'Blackview',
  'Bloks', 'Bosideng', 'CUKTECH', 'Casarte', 'Chiiwii', 'Chuwi', 'Colorkey', 'DJI', 'Dareu', 'De Rucci', 'Deerma', 'Dreame', 'ESR', 'Ebohr',
  'Ecovacs', 'Edifier', 'Ellassay', 'Erdos', 'Florasis', 'Flyco', 'Fotile', 'GTRACING', 'GXG', 'Galanz', 'Gree', 'HLA', 'Haier', 'Havit',
  'Haylou', 'Hbada', 'Hisense', 'Honor', 'Huawei', 'Insta360', 'Jeanswest', 'Joinfit', 'Joyoung', 'Judydoll', 'Keep', 'Keeppley', 'Kuka',
  'Laifen', 'Leader', 'Li-Ning', "Lin's Wood", 'Little Swan', 'Liven', 'Master Kong', 'Maycheer', 'Meters/bonwe', 'Midea', 'Miniso',
  'Narwal', 'Nucelle', 'OPPO', 'Onikuma', 'Peacebird', 'Peak', 'Pechoin', 'Perfect Diary', 'Pop Mart', 'Povos', 'Proya', 'QCY', 'QuanU',
  'Rapoo', 'Rastar', 'Redmi', 'Romoss', 'Ronshen', 'Sembo', 'Semir', 'Septwolves', 'Sihoo', 'Sleemon', 'Snow Flying', 'Sogal', 'SoundPEATS',
  'Supor', 'TCL', 'To Summer', 'Tribit', 'UGREEN', 'UR', 'Uni-President', 'W-King', 'WLtoys', 'Winona', 'Xiaomi', 'Xiaomi Mijia', 'Xtep',
  'Yadu', 'Yaloo', 'Yunifang', 'realme', 'vivo', 'UE', 'Youngor', 'Lenovo', 'Roborock', 'ILIFE', 'Flexispot', 'Keychron',
  // publishers
  'Writers Publishing House', "People's Literature Publishing House", 'Chongqing Press', 'Thinkingdom', 'Beijing October Arts & Literature',
  'Shanghai Translation Publishing House', 'Zhonghua Book Company', 'Guomai', 'CITIC Press', 'Hunan Literature and Art Publishing House',
  'Beijing United Publishing', "Zhejiang People's Fine Arts Publishing House", 'Changchun Press', 'Jilin Fine Arts Publishing House',
  "Juvenile & Children's Publishing House",
])
