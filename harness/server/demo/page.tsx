import type { FC } from 'hono/jsx'
import { CASE_KINDS, VAGUENESS_LEVELS } from '../../../scenarios/case/index.ts'

const label = (s: string) => s.replace(/_/g, ' ')

/** The demo page's shell: the controls and empty regions the client script fills from /demo/api. */
export const DemoPage: FC<{ base: string }> = ({ base }) => (
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>Personal-tool sandbox · demo</title>
      <link rel="icon" href="data:," />
      <link rel="stylesheet" href={`${base}/assets/demo.css`} />
      <link rel="stylesheet" href={`${base}/assets/dialogue.css`} />
      <link rel="stylesheet" href={`${base}/assets/pair.css`} />
      <script type="module" src={`${base}/assets/main.js`}></script>
    </head>
    <body data-base={base}>
      <header class="top">
        <div class="brand">
          <h1>Personal-tool sandbox</h1>
          <p>A user's replayed history, a request, an agent's calls executed live and judged two ways.</p>
        </div>
        <label class="agent-pick">
          Agent
          <select id="agent" aria-label="Agent"></select>
        </label>
      </header>
      <main class="layout">
        <aside class="side" aria-label="User and cases">
          <section class="card">
            <label class="field-label" for="user">User</label>
            <select id="user" aria-label="User"></select>
            <div id="profile" class="profile" aria-live="polite"></div>
          </section>
          <section class="card cases-card">
            <h2>Cases</h2>
            <div class="filters">
              <select id="filter-vagueness" aria-label="Filter cases by vagueness">
                <option value="">every level</option>
                {VAGUENESS_LEVELS.map((v) => (
                  <option value={v}>{label(v)}</option>
                ))}
              </select>
              <select id="filter-kind" aria-label="Filter cases by kind">
                <option value="">every kind</option>
                {CASE_KINDS.map((k) => (
                  <option value={k}>{k}</option>
                ))}
              </select>
            </div>
            <p id="case-count" class="muted"></p>
            <ul id="cases" class="case-list" aria-label="Cases"></ul>
          </section>
          <section class="card">
            <h2>Or type a request</h2>
            <form id="typed" class="typed">
              <textarea id="query" rows={3} aria-label="Request" placeholder="Get me a taxi home"></textarea>
              <label class="inline">
                after record
                <input id="cutoff" type="number" min="0" aria-label="Cut-off: records replayed before the request" />
              </label>
              <button type="submit">Run request</button>
            </form>
          </section>
        </aside>
        <section class="work">
          <div class="work-main">
            <section id="case-panel" class="card case-panel" aria-live="polite">
              <p class="muted">Pick a case on the left, or type a request.</p>
            </section>
            <section id="result" class="result" aria-live="polite"></section>
          </div>
          <section class="card timeline-card" aria-label="Timeline">
            <div class="timeline-head">
              <h2>Timeline</h2>
              <p id="timeline-note" class="muted"></p>
            </div>
            <div id="legend" class="legend"></div>
            <div id="record-detail" class="record-detail" aria-live="polite"></div>
            <ol id="timeline" class="timeline"></ol>
          </section>
        </section>
      </main>
    </body>
  </html>
)
