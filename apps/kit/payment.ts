/** Spellings of payment methods, folded so 'wechat' and 'WeChat Pay' reach the same state. */
const canonical: readonly (readonly [RegExp, string])[] = [
  [/^(alipay|ali pay|zhifubao|支付宝)$/, 'Alipay'],
  [/^(wechat|wechat ?pay|weixin|weixin ?pay|wx ?pay|微信|微信支付)$/, 'WeChat Pay'],
  [/^(huabei|ant credit pay|花呗)$/, 'Huabei'],
  [/^(unionpay|union pay|cloud quickpass|云闪付|银联)$/, 'UnionPay'],
  [/^(credit card|creditcard|visa|mastercard|信用卡)$/, 'Credit Card'],
  [/^(debit card|bank card|bankcard|储蓄卡|银行卡)$/, 'Bank Card'],
  [/^(apple ?pay)$/, 'Apple Pay'],
  [/^(duoduo ?pay|多多支付)$/, 'Duoduo Pay'],
  [/^(jd ?pay|京东支付)$/, 'JD Pay'],
  [/^(paypal)$/, 'PayPal'],
  [/^(cash on delivery|cod|货到付款)$/, 'Cash on Delivery'],
]

export function normalizePaymentMethod(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ')
  const key = t.toLowerCase()
  for (const [re, name] of canonical) if (re.test(key)) return name
  return t
}
