// What every request passes before any route: its Host, the API key, a JSON body type
export { hostGuard, hostAllowList, hostnameOf, LOOPBACK_HOSTS } from './host.ts'
export { jsonOnly, isJsonMediaType } from './json-only.ts'
export { apiKeyGuard, API_KEY_HEADER } from './api-key.ts'
// Wrong methods: 405 with Allow
export { methodNotAllowed } from './methods.ts'
