// Words too common in requests to tell tools apart.
const STOP = new Set('a an the me my i to for of on in at with and or please can could you some it is are be this that what whats get want need like would from by up'.split(' '))

/** A text's content words, lower case, camelCase split, a plural's final "s" dropped. */
export const tokens = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOP.has(t))
    .map((t) => (t.length > 4 && t.endsWith('s') ? t.slice(0, -1) : t))

/** A text's content words as they are spelled (plurals kept): "playlist" is not "playlists". */
export const spelled = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOP.has(t))

/** The first word of a request, any word, lower case ("record", "can", "i"). */
export const firstWord = (text: string): string => /[a-z0-9']+/i.exec(text)?.[0]?.toLowerCase() ?? ''
