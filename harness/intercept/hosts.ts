import { domainToUnicode } from 'node:url'

/** Where an intercepted request goes: the catalog-and-calls API host, or one app's own host. */
export type SandboxTarget = { kind: 'api' } | { kind: 'app'; app: string }

export const DEFAULT_HOSTS = 'sandbox.test'

/**
 * Classifies a URL under the sandbox domain: `api.<hosts>` (and the bare domain) is the API,
 * `<app>.<hosts>` is one app under any spelling the registry resolves. Other hosts are not ours.
 */
export function sandboxTarget(url: URL, hosts: string): SandboxTarget | undefined {
  const host = url.hostname.toLowerCase()
  const domain = hosts.toLowerCase()
  if (host === domain) return { kind: 'api' }
  if (!host.endsWith(`.${domain}`)) return undefined
  const label = host.slice(0, -domain.length - 1)
  if (label === 'api') return { kind: 'api' }
  // `滴滴.sandbox.test` arrives punycoded; the registry knows the Unicode spelling.
  return { kind: 'app', app: label.startsWith('xn--') ? domainToUnicode(label) : label }
}

/** `https://<app>.<hosts>/v1`: POST `${baseUrl}/<tool>` with the arguments as the JSON body. */
export const appBaseUrl = (app: string, hosts: string): string => `https://${app}.${hosts}/v1`

/** `https://api.<hosts>/v1`: `/apps/<app>/<tool>`, `/tools?format=openai`, `/apps`. */
export const apiBaseUrl = (hosts: string): string => `https://api.${hosts}/v1`
