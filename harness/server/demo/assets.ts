import { readFileSync } from 'node:fs'

/** The page's client files, served from the server itself: the page needs nothing from the network. */
const FILES = {
  'demo.css': 'text/css; charset=utf-8',
  'dialogue.css': 'text/css; charset=utf-8',
  'pair.css': 'text/css; charset=utf-8',
  'main.js': 'text/javascript; charset=utf-8',
  'dom.js': 'text/javascript; charset=utf-8',
  'api.js': 'text/javascript; charset=utf-8',
  'timeline.js': 'text/javascript; charset=utf-8',
  'case-panel.js': 'text/javascript; charset=utf-8',
  'result.js': 'text/javascript; charset=utf-8',
  'dialogue.js': 'text/javascript; charset=utf-8',
  'pair.js': 'text/javascript; charset=utf-8',
} as const

export type AssetName = keyof typeof FILES

const cache = new Map<AssetName, string>()

export const isAsset = (name: string): name is AssetName => Object.hasOwn(FILES, name)

/** An asset's text (read once) and content type. */
export function asset(name: AssetName): { body: string; type: string } {
  let body = cache.get(name)
  if (body === undefined) cache.set(name, (body = readFileSync(new URL(`./client/${name}`, import.meta.url), 'utf8')))
  return { body, type: FILES[name] }
}
