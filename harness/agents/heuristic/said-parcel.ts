/*
 * A parcel as people describe it: "a 2 kg parcel of books (40x30x20 cm, declared value ¥64)",
 * "a 1.5 kg return parcel (return: a kettle)". Read for an object parameter that has a weight.
 */

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`
const num = (s: string) => Number(s.replace(/,/g, ''))

/** The parcel the text describes (weight, contents, dimensions, declared value), or undefined without a weight. */
export function saidParcel(text: string, fields: readonly string[]): Record<string, unknown> | undefined {
  const weight = new RegExp(String.raw`\b${NUMBER}\s*(?:kg|kilos?|kilograms?)\b`, 'i').exec(text)
  if (!weight || !fields.includes('weight')) return undefined
  const parcel: Record<string, unknown> = { weight: num(weight[1]!) }
  const returned = /\breturn parcel\s*\(([^)]*)\)/i.exec(text)
  // What is in it: after "parcel of", up to a bracket, a comma or the next phrase's word.
  const of = /\bparcel of\s+(.+?)(?=\s*[(,.;]|\s+(?:for me|from|to|on|via|with|using|picked|going|through)\b|$)/i.exec(text)
  const contents = returned?.[1]?.trim() ?? of?.[1]?.trim()
  if (contents && fields.includes('contents')) parcel.contents = contents
  const size = /\b(\d+(?:\.\d+)?\s*x\s*\d+(?:\.\d+)?\s*x\s*\d+(?:\.\d+)?)\s*cm\b/i.exec(text)
  if (size && fields.includes('dimensions')) parcel.dimensions = size[1]!.replace(/\s+/g, '')
  const declared = new RegExp(String.raw`\bdeclared value\s*(?:of\s*)?(?:¥|CNY\s*)?${NUMBER}`, 'i').exec(text)
  if (declared && fields.includes('declaredValue')) parcel.declaredValue = num(declared[1]!)
  return parcel
}
