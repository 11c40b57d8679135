import { z } from 'zod'
import { conflict, invalidArgument } from '../kit/index.ts'

/**
 * A parcel as people and models describe it: weight as a number of kilograms or with a unit
 * ('10 pounds', '1kg', '500g', '3斤'), dimensions as '50x40x30' (cm), [50, 40, 30] or an object.
 */

export const packageDetailsSchema = z
  .object({
    weight: z
      .union([z.number().positive(), z.string().trim().min(1).max(40)])
      .describe("Weight: kilograms as a number, or text with a unit ('1.5kg', '500g', '10 pounds', '3斤')."),
    dimensions: z
      .union([
        z.string().trim().min(1).max(60),
        z.array(z.number().positive()).length(3),
        z.object({ length: z.number().positive(), width: z.number().positive(), height: z.number().positive() }).strict(),
      ])
      .optional()
      .describe("Size in centimetres: '50x40x30', [50, 40, 30] or {length, width, height}."),
    contents: z.string().trim().min(1).max(100).optional().describe("What is inside, e.g. 'documents', 'clothes', 'books'."),
    declaredValue: z.number().positive().max(1_000_000).optional().describe('Value to insure, CNY (insurance fee: SF 0.5%, STO 1%).'),
  })
  .strict()

export type PackageDetails = z.infer<typeof packageDetailsSchema>

export interface Parcel {
  weightKg: number
  dimensionsCm?: [number, number, number]
  contents?: string
  declaredValue?: number
}

const KG_PER_UNIT: Readonly<Record<string, number>> = {
  '': 1, kg: 1, kgs: 1, kilo: 1, kilos: 1, kilogram: 1, kilograms: 1, 公斤: 1, 千克: 1,
  g: 0.001, gram: 0.001, grams: 0.001, 克: 0.001,
  lb: 0.45359237, lbs: 0.45359237, pound: 0.45359237, pounds: 0.45359237,
  oz: 0.028349523, ounce: 0.028349523, ounces: 0.028349523, 斤: 0.5,
}
const CM_PER_UNIT: Readonly<Record<string, number>> = { '': 1, cm: 1, mm: 0.1, m: 100, in: 2.54, inch: 2.54, inches: 2.54, 厘米: 1 }

/** Express carriers take parcels up to 50 kg and 150 cm a side; heavier goes by freight. */
const MAX_KG = 50
const MAX_SIDE_CM = 150

const round2 = (x: number): number => Math.round(x * 100) / 100

function readWeight(value: number | string): number {
  if (typeof value === 'number') return value
  const m = /^(\d+(?:\.\d+)?)\s*([a-z\u4e00-\u9fff]*)\.?$/i.exec(value.trim())
  const factor = m ? KG_PER_UNIT[m[2]!.toLowerCase()] : undefined
  if (!m || factor === undefined) {
    throw invalidArgument('packageDetails.weight', `"${value}" is not a weight`, "kilograms as a number, or a number with kg, g, lb or 斤")
  }
  const kg = Number(m[1]) * factor
  if (kg <= 0) throw invalidArgument('packageDetails.weight', 'the weight must be above zero')
  return kg
}

function readDimensions(value: NonNullable<PackageDetails['dimensions']>): [number, number, number] {
  if (Array.isArray(value)) return value as [number, number, number]
  if (typeof value === 'object') return [value.length, value.width, value.height]
  const m = /^(\d+(?:\.\d+)?)\s*(?:x|\*|×|by)\s*(\d+(?:\.\d+)?)\s*(?:x|\*|×|by)\s*(\d+(?:\.\d+)?)\s*([a-z\u4e00-\u9fff]*)$/i.exec(value.trim())
  const factor = m ? CM_PER_UNIT[m[4]!.toLowerCase()] : undefined
  if (!m || factor === undefined) throw invalidArgument('packageDetails.dimensions', `"${value}" is not a size`, "'LxWxH' in centimetres, e.g. '50x40x30'")
  return [Number(m[1]) * factor, Number(m[2]) * factor, Number(m[3]) * factor]
}

export function readParcel(details: PackageDetails): Parcel {
  const weightKg = Math.max(0.01, round2(readWeight(details.weight)))
  const dims = details.dimensions === undefined ? undefined : (readDimensions(details.dimensions).map(round2) as [number, number, number])
  if (weightKg > MAX_KG) throw conflict(`${weightKg} kg is over the ${MAX_KG} kg express limit; parcels this heavy go by freight (SF Heavy Freight, STO Freight)`)
  if (dims && Math.max(...dims) > MAX_SIDE_CM) throw conflict(`A side of ${Math.max(...dims)} cm is over the ${MAX_SIDE_CM} cm express limit`)
  return {
    weightKg,
    ...(dims ? { dimensionsCm: dims } : {}),
    ...(details.contents ? { contents: details.contents } : {}),
    ...(details.declaredValue ? { declaredValue: details.declaredValue } : {}),
  }
}
