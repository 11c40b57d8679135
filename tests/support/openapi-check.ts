import { Ajv2020 } from 'ajv/dist/2020.js'

/**
 * What Prism's proxy validation does, in-process: for a request the server answered, find the
 * documented operation, check the status is one it documents, and validate the body against the
 * documented schema (ajv, JSON Schema 2020-12, `#/components/...` refs resolved in the document).
 * A 2xx answer also needs a request body the document accepts.
 */
type Doc = { paths: Record<string, Record<string, any>>; components: Record<string, any> }

export interface Exchange {
  method: string
  path: string
  requestBody?: unknown
  status: number
  contentType: string
  body: unknown
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')

export class OpenApiCheck {
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false })
  private readonly routes: { template: string; pattern: RegExp; literal: number }[]
  /** `METHOD template` of every operation some exchange reached. */
  readonly covered = new Set<string>()

  constructor(private readonly doc: Doc) {
    this.ajv.addSchema(doc as object, 'doc')
    this.routes = Object.keys(doc.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.split('/').map((seg) => (seg.startsWith('{') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`),
      literal: template.split('/').filter((seg) => !seg.startsWith('{')).length,
    }))
  }

  /** Every documented `METHOD path`. */
  operations(): string[] {
    return Object.entries(this.doc.paths).flatMap(([template, item]) => Object.keys(item).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map((m) => `${m.toUpperCase()} ${template}`))
  }

  /** What is wrong with one exchange (empty when it matches the document). */
  check(x: Exchange): string[] {
    const path = x.path.split('?')[0]!
    const matches = this.routes.filter((r) => r.pattern.test(path) && this.doc.paths[r.template]![x.method.toLowerCase()])
    const route = matches.sort((a, b) => b.literal - a.literal)[0]
    if (!route) return [`${x.method} ${path}: no documented operation`]
    const where = `${x.method} ${route.template} -> ${x.status}`
    this.covered.add(`${x.method} ${route.template}`)
    const pointer = `doc#/paths/${escape(route.template)}/${x.method.toLowerCase()}`
    const operation = this.doc.paths[route.template]![x.method.toLowerCase()]
    const problems: string[] = []
    let response = operation.responses[String(x.status)] ?? operation.responses.default
    let responsePointer = `${pointer}/responses/${x.status}`
    if (!response) return [`${where}: status not documented (${Object.keys(operation.responses).join(', ')})`]
    if (response.$ref) {
      responsePointer = `doc${response.$ref}`
      response = this.resolve(response.$ref)
    }
    const type = x.contentType.split(';')[0]!.trim().toLowerCase()
    const content = response.content as Record<string, { schema?: unknown }> | undefined
    if (content && !content[type]) problems.push(`${where}: content type ${type} not documented (${Object.keys(content).join(', ')})`)
    else if (content && type === 'application/json' && content[type]!.schema) {
      const validate = this.ajv.getSchema(`${responsePointer}/content/${escape(type)}/schema`)!
      if (!validate(x.body)) problems.push(`${where}: body ${JSON.stringify(validate.errors?.slice(0, 3))} for ${JSON.stringify(x.body).slice(0, 300)}`)
    }
    if (x.status < 300 && operation.requestBody?.content?.['application/json']?.schema && x.requestBody !== undefined) {
      const validate = this.ajv.getSchema(`${pointer}/requestBody/content/application~1json/schema`)!
      if (!validate(x.requestBody)) problems.push(`${where}: answered ${x.status} to a request the document refuses: ${JSON.stringify(validate.errors?.slice(0, 2))}`)
    }
    return problems
  }

  /** Whether the document accepts this request body for the operation. */
  acceptsRequest(method: string, template: string, body: unknown): boolean {
    return this.ajv.getSchema(`doc#/paths/${escape(template)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`)!(body) as boolean
  }

  private resolve(ref: string): any {
    return ref
      .slice(2)
      .split('/')
      .reduce((node: any, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc)
  }
}
