import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Hono } from 'hono'

const require = createRequire(import.meta.url)
// Swagger UI's assets come from the installed npm package: the docs page works offline, no CDN.
const assetDir = join(require.resolve('swagger-ui-dist/package.json'), '..')
// A Map, not an object literal: a name like `__proto__` or `constructor` must find nothing.
const assets = new Map<string, { file: string; type: string }>([
  ['swagger-ui.css', { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' }],
  ['swagger-ui-bundle.js', { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' }],
  ['swagger-ui-standalone-preset.js', { file: 'swagger-ui-standalone-preset.js', type: 'text/javascript; charset=utf-8' }],
  ['favicon-32x32.png', { file: 'favicon-32x32.png', type: 'image/png' }],
])

const page = (specUrl: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Sandbox apps · API docs</title>
  <link rel="icon" href="/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
  <style>body{margin:0} .topbar{display:none}</style>
</head>
<body>
  <div id="docs"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
  <script>
    window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: '#docs', deepLinking: true,
      presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout', tryItOutEnabled: true });
  </script>
</body>
</html>`

/** `GET /docs`: Swagger UI over `/openapi.json`, its assets served from swagger-ui-dist. */
export function docsRouter(): Hono {
  const cache = new Map<string, Buffer>()
  const router = new Hono()
  router.get('/', (c) => c.html(page('/openapi.json')))
  router.get('/assets/:name', (c) => {
    const asset = assets.get(c.req.param('name'))
    if (!asset) return c.json({ ok: false, error: { code: 'not_found', message: 'No such asset' } }, 404)
    let body = cache.get(asset.file)
    if (!body) cache.set(asset.file, (body = readFileSync(join(assetDir, asset.file))))
    return c.body(new Uint8Array(body), 200, { 'content-type': asset.type, 'cache-control': 'public, max-age=86400' })
  })
  return router
}
