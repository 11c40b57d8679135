/**
 * A state record's own entry for a key a caller sent. Record keys come from arguments ('toString',
 * '__proto__' included), so a plain index would find inherited members instead of nothing.
 */
export const entry = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined)
