/** The page's only stylesheet: system fonts, one accent, tables that read on a laptop screen. */
export const REPORT_CSS = `
:root { --ink: #1f2933; --muted: #66717e; --line: #e3e7ec; --soft: #f6f8fa; --accent: #3f6e9e; --pass: #2f7d4f; --fail: #b4443a; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: #fff; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 1080px; margin: 0 auto; padding: 32px 24px 64px; }
header { border-bottom: 1px solid var(--line); padding-bottom: 16px; margin-bottom: 8px; }
h1 { font-size: 24px; font-weight: 650; margin: 0 0 8px; }
h2 { font-size: 17px; font-weight: 620; margin: 32px 0 10px; }
.meta { display: flex; flex-wrap: wrap; gap: 6px 20px; margin: 0; color: var(--muted); font-size: 14px; }
.meta dt { display: inline; font-weight: 600; color: var(--ink); }
.meta dd { display: inline; margin: 0 0 0 4px; }
.tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 12px; margin: 20px 0 4px; }
.tile { background: var(--soft); border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; }
.tile .figure { font-size: 24px; font-weight: 650; font-variant-numeric: tabular-nums; }
.tile .label { color: var(--muted); font-size: 13px; }
.grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(460px, 1fr)); gap: 0 32px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: auto; min-width: 55%; font-size: 14px; font-variant-numeric: tabular-nums; }
th, td { text-align: left; padding: 6px 14px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; background: var(--soft); white-space: nowrap; }
td.num, th.num { text-align: right; }
tbody tr:hover { background: #fafbfc; }
table.failed { width: 100%; }
.note { color: var(--muted); font-size: 13px; margin: 6px 0 0; }
.muted { color: var(--muted); font-weight: 400; }
.ci { color: var(--muted); font-size: 12px; white-space: nowrap; }
.small { font-size: 12px; }
.mono, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
pre { white-space: pre-wrap; word-break: break-word; background: var(--soft); padding: 8px; border-radius: 6px; max-height: 240px; overflow: auto; }
.details ul { margin: 0; padding-left: 18px; }
table.failed td { overflow-wrap: anywhere; }
table.failed td:nth-child(1) small { display: block; color: var(--muted); }
table.failed td:nth-child(1), table.failed td:nth-child(3), table.failed td:nth-child(4) { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; max-width: 260px; }
table.failed td:nth-child(5), table.failed td:nth-child(6), table.failed th:nth-child(5), table.failed th:nth-child(6) { text-align: center; }
table.failed td:nth-child(7) { font-size: 12px; }
table.failed td.pass { color: var(--pass); font-weight: 700; } table.failed td.fail { color: var(--fail); font-weight: 700; }
.pass { color: var(--pass); font-weight: 700; } .fail { color: var(--fail); font-weight: 700; }
.filters { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 10px; }
.filters input, .filters select { font: inherit; font-size: 14px; padding: 5px 8px; border: 1px solid #cdd3da; border-radius: 6px; background: #fff; }
.filters input { flex: 1 1 260px; }
figure { margin: 0; } figcaption { color: var(--muted); font-size: 13px; }
svg.chart { max-width: 100%; height: auto; font-family: inherit; }
svg .grid { stroke: var(--line); } svg .axis { stroke: #9aa5b1; }
svg .tick { fill: var(--muted); font-size: 12px; } svg .value { fill: var(--ink); font-size: 11px; }
svg .legend { fill: var(--ink); font-size: 12px; } svg .track { fill: var(--soft); }
`
