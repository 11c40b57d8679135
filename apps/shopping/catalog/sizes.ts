import type { BodySize, Gender, Product } from './types.ts'

export const letterSizes: readonly BodySize[] = ['S', 'M', 'L', 'XL', 'XXL']

/** Letter sizes read as EU shoe sizes (ToolSpectrum only has S..XXL). */
const shoeSizeOf: Record<'male' | 'female', Record<BodySize, number>> = {
  male: { S: 39, M: 40, L: 42, XL: 43, XXL: 44 },
  female: { S: 35, M: 36, L: 37, XL: 38, XXL: 39 },
}

export const shoeRange = (gender: Gender | undefined): readonly [number, number] =>
  gender === 'female' ? [35, 39] : gender === 'male' ? [39, 44] : [36, 44]

/** The size label of `product` that `bodySize` asks for, or undefined when not offered. */
export function sizeFor(product: Product, bodySize: BodySize): string | undefined {
  if (product.type.sizing === 'letter') return product.sizes.includes(bodySize) ? bodySize : undefined
  if (product.type.sizing === 'shoe') {
    const label = `EU ${shoeSizeOf[product.gender === 'female' ? 'female' : 'male'][bodySize]}`
    return product.sizes.includes(label) ? label : undefined
  }
  return undefined
}

/** Height thresholds (cm) of S, M, L, XL; taller is XXL. */
const heightSteps: Record<'male' | 'female', readonly number[]> = { male: [165, 172, 179, 186], female: [156, 163, 169, 175] }

/**
 * The size a shop's profile would suggest from height and weight (one up for a BMI of 27 or more):
 * what buyProduct by query uses when no bodySize is given, as a real app uses the buyer's saved size.
 */
export function usualSize(user: { gender: 'male' | 'female'; heightCm: number; weightKg: number }): BodySize {
  let i = heightSteps[user.gender].findIndex((h) => user.heightCm < h)
  if (i < 0) i = 4
  if (user.weightKg / (user.heightCm / 100) ** 2 >= 27) i = Math.min(4, i + 1)
  return letterSizes[i]!
}
