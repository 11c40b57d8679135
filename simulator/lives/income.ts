/** Whether an income bucket is under 10k CNY a month: the audit's "low income" (students and pensioners included). */
export const lowIncome = (level: string): boolean => level === '<3k' || level === '3k-10k'
