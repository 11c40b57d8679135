import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A parameter type as the ToolSpectrum toolset declares it. */
export type DeclaredType = 'str' | 'int' | 'float' | 'bool' | 'list' | 'dict'

export interface DeclaredParameter {
  name: string
  type: DeclaredType
  kind: 'required' | 'personalized' | 'environmental'
  description: string
}

export interface ToolSpectrumToolset {
  apps: string[]
  /** Parameters of `APP.API`, or undefined if the toolset has no such API. */
  parameters(app: string, api: string): DeclaredParameter[] | undefined
  policies(app: string): string[]
}

const KINDS = { required_arguments: 'required', personalized_arguments: 'personalized', environmental_arguments: 'environmental' } as const

/** Reads `api/API_description.json`: names, declared types and policies (the prose stays theirs). */
export function loadToolSpectrumToolset(apiDir: string): ToolSpectrumToolset {
  const raw = JSON.parse(readFileSync(join(apiDir, 'API_description.json'), 'utf8')) as Record<
    string,
    { policy?: string[]; APIs: Record<string, Record<string, unknown>> }
  >
  const table = new Map<string, DeclaredParameter[]>()
  for (const [app, spec] of Object.entries(raw)) {
    for (const [api, fields] of Object.entries(spec.APIs)) {
      const params: DeclaredParameter[] = []
      for (const [section, kind] of Object.entries(KINDS)) {
        for (const [key, description] of Object.entries((fields[section] ?? {}) as Record<string, string>)) {
          const m = /^(\w+) \((\w+)\)$/.exec(key)
          if (!m) throw new Error(`${app}.${api}: unreadable parameter "${key}"`)
          // The toolset has one typo ('syt'); it means str.
          const type = (m[2] === 'syt' ? 'str' : m[2]) as DeclaredType
          params.push({ name: m[1]!, type, kind, description })
        }
      }
      table.set(`${app}.${api}`, params)
    }
  }
  return {
    apps: Object.keys(raw),
    parameters: (app, api) => table.get(`${app}.${api}`),
    policies: (app) => raw[app]?.policy ?? [],
  }
}
