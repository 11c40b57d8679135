import { z } from 'zod'

/** The options of an enumerated parameter (through optional/default/nullable wrappers), or undefined. */
export function enumOptions(schema: z.ZodType): string[] | undefined {
  let s: z.ZodType = schema
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = (s as z.ZodOptional<z.ZodType>).unwrap() as z.ZodType
  return s instanceof z.ZodEnum ? (s.options as string[]) : undefined
}
