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
