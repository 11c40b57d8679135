import { hashString, localParts, toDate, type Rng, type UserProfile } from '../../apps/kit/index.ts'
import type { Habits } from './habits.ts'

/**
 * Choices with realistic variance: the usual option most of the time (as often as the person's
 * steadiness says), and a second one for a reason a reader can see (the hour, company, the app).
 */
export const usually = <T>(habits: Habits, rng: Rng, usual: T, other: T): T => (rng.chance(habits.values.steadiness) ? usual : other)

/** Alibaba's apps default to Alipay, Tencent-backed ones to WeChat Pay: people follow the app's default. */
const ALIPAY_APPS = /tmall|eleme|freshippo|xianyu|damai|amap|taobao|luckin/
const WECHAT_APPS = /pinduoduo|meituan|jd|dianping|didi|maoyan|duoduo|dingdong|tencent|qqmusic/

/**
 * How a purchase on `app` is paid. Given `at`, the choice holds for the whole day on that app, so one
 * shopping trip is paid one way (and costs no draw from the stream).
 */
export function paymentFor(habits: Habits, profile: Pick<UserProfile, 'paymentMethods' | 'id'>, app: string, rng: Rng, at?: number): string {
  const methods = profile.paymentMethods
  const appId = app.toLowerCase().replace(/[^a-z0-9]/g, '')
  const ecosystem = ALIPAY_APPS.test(appId) ? 'Alipay' : WECHAT_APPS.test(appId) ? 'WeChat Pay' : undefined
  const usual = ecosystem && methods.includes(ecosystem) ? ecosystem : habits.values.paymentMethod
  const other = methods.find((m) => m !== usual) ?? usual
  if (at === undefined) return usually(habits, rng, usual, other)
  return hashString(`${profile.id}:${appId}:${toDate(at)}:pay`) / 2 ** 32 < habits.values.steadiness ? usual : other
}

/** The class a habit names, in the ride app's own words (Caocao sells Standard / Comfort). */
export const rideClass = (app: string, taxiType: 'Express' | 'Premier'): string =>
  /caocao/i.test(app) ? (taxiType === 'Express' ? 'Standard' : 'Comfort') : taxiType

/**
 * The class of one ride: the habit, except that someone whose budget allows the top class takes it
 * late at night or with company, and a Premier regular takes Express for a short hop now and then.
 */
export function rideClassFor(habits: Habits, app: string, at: number, rng: Rng, party = 1): string {
  const hour = localParts(at).hour
  const treat = habits.values.premierShare > 0 && (hour >= 22 || hour < 5 || party >= 3) && rng.chance(0.6)
  const usual = habits.values.taxiType
  const type = treat ? 'Premier' : usual === 'Premier' ? usually(habits, rng, 'Premier', 'Express') : 'Express'
  return rideClass(app, type)
}
