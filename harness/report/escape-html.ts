const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text (case ids, raw model output, domain names) made safe for HTML and SVG content and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)

const TEXT_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }

/** Text for element content only (never an attribute): quotes need no escaping there, which keeps big tables small. */
export const escapeText = (text: string): string => text.replace(/[&<>]/g, (c) => TEXT_ENTITIES[c]!)
