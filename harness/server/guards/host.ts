import type { MiddlewareHandler } from 'hono'
import { failure, respond } from '../../../apps/kit/index.ts'

/** Loopback names: what a browser sends for a server on this machine. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]']

/** The hostname of a Host header (port-agnostic, as the MCP SDK's hostHeaderValidation reads it), or undefined when malformed. */
export function hostnameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase()
  } catch {
    return undefined
  }
}

const isLoopbackLiteral = (hostname: string) => hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)

/**
 * A predicate over hostnames: the listed names, any loopback literal (127.0.0.0/8, ::1: an address
 * literal is never a rebound name), or anything for `*`.
 */
export function hostAllowList(hosts: readonly string[]): (hostname: string) => boolean {
  if (hosts.includes('*')) return () => true
  const names = new Set(hosts.map((h) => hostnameOf(h) ?? h.toLowerCase()))
  return (hostname) => names.has(hostname) || isLoopbackLiteral(hostname)
}

/**
 * DNS-rebinding protection for every route: a page on `evil.example` whose name an attacker points
 * at 127.0.0.1 reaches this server with `Host: evil.example`, so any Host not on the list is refused
 * (403) before anything runs. Without a Host header (in-process `app.request`) the URL's host is used.
 */
export function hostGuard(allows: (hostname: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host
    const hostname = hostnameOf(host)
    if (hostname === undefined || !allows(hostname)) {
      return respond(c, failure({ code: 'host_not_allowed', message: `This server does not answer for Host "${host.slice(0, 100)}" (start it with --allowed-hosts to add names)` }))
    }
    await next()
  }
}
