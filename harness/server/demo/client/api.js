// The page's only network: its own server's /demo/api.

const base = document.body.dataset.base ?? '/demo'

async function request(path, init) {
  const response = await fetch(`${base}/api${path}`, init)
  const body = await response.json()
  if (!body.ok) throw new Error(body.error?.message ?? `HTTP ${response.status}`)
  return body.data
}

const post = (path, body) => request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

export const api = {
  agents: () => request('/agents'),
  users: () => request('/users'),
  timeline: (user) => request(`/users/${encodeURIComponent(user)}/timeline`),
  cases: (user, filter) => {
    const params = new URLSearchParams(Object.entries(filter).filter(([, v]) => v))
    return request(`/users/${encodeURIComponent(user)}/cases${params.size ? `?${params}` : ''}`)
  },
  case: (id) => request(`/cases/${encodeURIComponent(id)}`),
  run: (body) => post('/run', body),
  runDialogue: (body) => post('/run-dialogue', body),
  runPair: (body) => post('/run-pair', body),
}
