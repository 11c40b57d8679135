import { at, emptyChart, legend, percentLabel, rateGrid, seriesColor, svgFrame, type ChartData } from './chart-kit.ts'
import { escapeHtml } from './escape-html.ts'

const WIDTH = 640
const HEIGHT = 280
const MARGIN = { left: 48, right: 32, top: 36, bottom: 44 }

/** One line per series over ordered categories (TRACEBench Fig. 4 style: accuracy by history length). */
export function lineChart(data: ChartData): string {
  if (data.categories.length === 0) return emptyChart(data, WIDTH)
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right
  const bottom = HEIGHT - MARGIN.bottom
  const step = plotWidth / data.categories.length
  const x = (c: number) => MARGIN.left + (c + 0.5) * step
  const y = (rate: number) => bottom - rate * (bottom - MARGIN.top)
  const lines = data.series.map((s, i) => {
    const points = data.categories.map((_, c) => `${at(x(c))},${at(y(s.values[c] ?? 0))}`).join(' ')
    const dots = data.categories.map((category, c) => {
      const rate = s.values[c] ?? 0
      const tip = escapeHtml(`${category} · ${s.name}: ${percentLabel(rate)}`)
      return `<circle cx="${at(x(c))}" cy="${at(y(rate))}" r="4" fill="${seriesColor(i)}"><title>${tip}</title></circle>`
    })
    return `<polyline points="${points}" fill="none" stroke="${seriesColor(i)}" stroke-width="2.5" stroke-linejoin="round"/>${dots.join('')}`
  })
  const labels = data.categories.map((category, c) => `<text x="${at(x(c))}" y="${at(bottom + 18)}" class="tick" text-anchor="middle">${escapeHtml(category)}</text>`)
  const axis = `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${bottom}" y2="${bottom}" class="axis"/>`
  return svgFrame(data, WIDTH, HEIGHT, rateGrid(MARGIN.left, WIDTH - MARGIN.right, MARGIN.top, bottom) + axis + lines.join('') + labels.join('') + legend(data, MARGIN.left, 18))
}
