import { at, emptyChart, legend, percentLabel, rateGrid, seriesColor, svgFrame, type ChartData } from './chart-kit.ts'
import { escapeHtml } from './escape-html.ts'

const WIDTH = 640
const HEIGHT = 280
const MARGIN = { left: 48, right: 16, top: 36, bottom: 44 }

/** Grouped vertical bars, one group per category (TRACEBench Fig. 3 style). */
export function barChart(data: ChartData): string {
  if (data.categories.length === 0) return emptyChart(data, WIDTH)
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right
  const bottom = HEIGHT - MARGIN.bottom
  const groupWidth = plotWidth / data.categories.length
  const barWidth = Math.min(40, (groupWidth * 0.7) / data.series.length)
  const bars = data.categories.map((category, c) => {
    const groupLeft = MARGIN.left + c * groupWidth + (groupWidth - barWidth * data.series.length) / 2
    const rects = data.series.map((s, i) => {
      const rate = s.values[c] ?? 0
      const h = rate * (bottom - MARGIN.top)
      const x = groupLeft + i * barWidth
      const tip = escapeHtml(`${category} · ${s.name}: ${percentLabel(rate)}`)
      return (
        `<rect x="${at(x + 1)}" y="${at(bottom - h)}" width="${at(barWidth - 2)}" height="${at(h)}" rx="2" fill="${seriesColor(i)}"><title>${tip}</title></rect>` +
        `<text x="${at(x + barWidth / 2)}" y="${at(bottom - h - 4)}" class="value" text-anchor="middle">${(rate * 100).toFixed(0)}</text>`
      )
    })
    const label = `<text x="${at(MARGIN.left + (c + 0.5) * groupWidth)}" y="${at(bottom + 18)}" class="tick" text-anchor="middle">${escapeHtml(category)}</text>`
    return rects.join('') + label
  })
  const axis = `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${bottom}" y2="${bottom}" class="axis"/>`
  return svgFrame(data, WIDTH, HEIGHT, rateGrid(MARGIN.left, WIDTH - MARGIN.right, MARGIN.top, bottom) + axis + bars.join('') + legend(data, MARGIN.left, 18))
}
