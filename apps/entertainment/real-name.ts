import { conflict, hashString, type UserProfile } from '../kit/index.ts'

/**
 * Real-name ticketing (实名制), as Damai runs it for concerts and sports: each order is bound to the
 * account holder's ID card, the gate checks the card, and one ID may hold only so many tickets for
 * one show, so scalpers cannot hoard them.
 */
export interface RealNameRule {
  /** Most tickets one ID may hold for one show, across orders. */
  perShowLimit: number
}

export interface RealNameHolder {
  holder: string
  /** Masked as the app shows it: region prefix and the last four digits. */
  idNumber: string
}

/** Resident ID region prefixes of the world's cities. */
const REGION: Readonly<Record<string, string>> = { beijing: '110', shanghai: '310', hangzhou: '330', shenzhen: '440' }

export function realNameHolder(user: Pick<UserProfile, 'id' | 'name' | 'city'>): RealNameHolder {
  const tail = String(hashString(`id-card:${user.id}`) % 10_000).padStart(4, '0')
  return { holder: user.name, idNumber: `${REGION[user.city] ?? '110'}***********${tail}` }
}

export const realNameEntry = "Real-name entry: the holder shows this ID card at the gate and everyone on the order enters together; tickets cannot be transferred."

/** Refuses an order that would take the holder's tickets for one show past the limit (409). */
export function checkRealNameLimit(rule: RealNameRule, holder: RealNameHolder, title: string, alreadyHeld: number, count: number): void {
  if (alreadyHeld + count <= rule.perShowLimit) return
  throw conflict(
    `Real-name ticketing: one ID may hold at most ${rule.perShowLimit} tickets for "${title}"; ${holder.holder} (ID ${holder.idNumber}) already holds ${alreadyHeld}` +
      (alreadyHeld < rule.perShowLimit ? `, so at most ${rule.perShowLimit - alreadyHeld} more can be bought.` : '.'),
  )
}
