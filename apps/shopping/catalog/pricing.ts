/** Prices as Chinese shops show them: 19.9, 49, 129, 299, 1299, 5999. */
export function retailPrice(x: number): number {
  if (x < 10) return Math.max(1.9, Math.floor(x) + 0.9)
  if (x < 100) return Math.floor(x) + 0.9
  if (x < 1000) return Math.max(99, Math.floor(x / 10) * 10 + 9)
  return Math.floor(x / 100) * 100 + 99
}

export const roundMoney = (x: number): number => Math.round(x * 100) / 100

/** Units sold, bucketed as apps show them: 52, 300+, 3k+, 10k+, 100k+. */
export function salesBucket(sold: number): string {
  if (sold < 100) return String(sold)
  if (sold < 1000) return `${Math.floor(sold / 100) * 100}+`
  if (sold < 10_000) return `${Math.floor(sold / 1000)}k+`
  if (sold < 100_000) return `${Math.floor(sold / 10_000) * 10}k+`
  return `${Math.floor(sold / 100_000) * 100}k+`
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
