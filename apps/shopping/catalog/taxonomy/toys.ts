import type { ProductType } from '../types.ts'

/** Dolls and plush, building sets and remote-control cars: where Pinduoduo sells unbranded copies and Tmall the licences. */
export const toyTypes: readonly ProductType[] = [
  {
    key: 'doll',
    name: 'Doll',
    category: 'Toys',
    terms: ['doll', 'dolls', 'fashion doll', 'baby doll', 'plush toy', 'plush', 'stuffed animal', 'teddy bear', 'blind box', 'art toy', 'figure'],
    zh: ['娃娃', '玩偶', '毛绒玩具', '盲盒', '公仔'],
    price: [69, 199],
    brands: [
      { name: 'Disney', tier: 'mainstream', zh: '迪士尼' },
      { name: 'Barbie', tier: 'mainstream', zh: '芭比', models: [{ name: 'Fashionistas Doll', price: 99 }, { name: 'Dreamtopia Princess Doll', price: 149 }, { name: 'Dreamhouse Playset', price: 1599 }] },
      { name: 'Pop Mart', tier: 'mainstream', zh: '泡泡玛特', models: [{ name: 'Labubu The Monsters Have a Seat Vinyl Plush', price: 99 }, { name: 'Skullpanda Blind Box', price: 69 }, { name: 'Molly Blind Box', price: 59 }] },
      { name: 'Sylvanian Families', tier: 'mainstream', zh: '森贝儿家族' },
      { name: 'Jellycat', tier: 'premium', models: [{ name: 'Bashful Bunny Medium', price: 299 }, { name: 'Amuseable Avocado', price: 249 }] },
    ],
    attributes: [
      { name: 'kind', values: ['Fashion Doll', 'Plush Doll', 'Baby Doll', 'Collectible Figure'] },
      { name: 'size', values: ['30cm', ['45cm', 1.3], '20cm'] },
    ],
    keywords: ['Birthday Gift', 'Cute', 'For Girls', 'Soft', 'Collectible'],
    weight: 0.9,
  },
  {
    key: 'building_blocks',
    name: 'Building Blocks',
    category: 'Toys',
    // 'lego compatible' is how unbranded sets are sold; a search for 'lego' ranks LEGO itself first.
    terms: ['building blocks', 'building set', 'building kit', 'bricks', 'blocks', 'construction toy', 'lego compatible'],
    zh: ['积木', '乐高', '拼装玩具'],
    price: [129, 399],
    brands: [
      { name: 'Keeppley', tier: 'budget', zh: '奇妙积木' },
      { name: 'Bloks', tier: 'budget', zh: '布鲁可' },
      { name: 'Sembo', tier: 'budget', zh: '森宝' },
      {
        name: 'LEGO',
        tier: 'premium',
        zh: '乐高',
        models: [
          { name: 'Classic 10698 Large Creative Brick Box', price: 399 },
          { name: 'City 60316 Police Station', price: 699 },
          { name: 'Icons 10311 Orchid', price: 399 },
          { name: 'Technic 42115 Lamborghini Sián FKP 37', price: 3299 },
          { name: 'Star Wars 75192 Millennium Falcon', price: 6499 },
        ],
      },
    ],
    attributes: [
      { name: 'theme', values: ['City', 'Vehicles', 'Architecture', 'Space', 'Flowers'] },
      { name: 'pieces', values: ['500+ Pieces', ['1000+ Pieces', 1.6], '200+ Pieces'] },
    ],
    keywords: ['Educational', 'STEM', 'Gift', 'Adults and Kids', 'Compatible'],
    weight: 0.9,
  },
  {
    key: 'rc_car',
    name: 'Remote Control Car',
    category: 'Toys',
    terms: ['remote control car', 'rc car', 'remote car', 'rc truck', 'toy car', 'drift car', 'remote control'],
    zh: ['遥控车', '遥控汽车', '玩具车'],
    price: [99, 299],
    brands: [
      { name: 'WLtoys', tier: 'budget', zh: '伟力' },
      { name: 'Rastar', tier: 'mainstream', zh: '星辉' },
      { name: 'Hot Wheels', tier: 'mainstream', zh: '风火轮' },
      { name: 'Traxxas', tier: 'premium', price: [1999, 4599] },
    ],
    attributes: [
      { name: 'type', values: ['4WD Off-Road', 'Drift', 'Climbing', 'Licensed Sports Car'] },
      { name: 'scale', values: ['1:16', '1:14', ['1:10', 1.5]] },
      { name: 'battery', values: ['Rechargeable Battery', ['Dual Battery', 1.15]] },
    ],
    colors: ['Red', 'Blue', 'Green', 'Orange', 'Black'],
    keywords: ['High Speed', 'Kids Gift', 'Waterproof', '2.4GHz'],
    weight: 0.7,
  },
]
