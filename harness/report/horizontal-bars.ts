import { at, emptyChart, legend, percentLabel, seriesColor, svgFrame, type ChartData } from './chart-kit.ts'
import { escapeHtml } from './escape-html.ts'

const WIDTH = 640
const LABEL_WIDTH = 150
const BAR_HEIGHT = 12
const TOP = 36

/** One row per category with a thin bar per series (per-domain accuracy); the height grows with the rows. */
export function horizontalBars(data: ChartData): string {
  if (data.categories.length === 0) return emptyChart(data, WIDTH)
  const rowHeight = data.series.length * BAR_HEIGHT + 14
  const height = TOP + data.categories.length * rowHeight + 16
  const left = LABEL_WIDTH
  const plotWidth = WIDTH - left - 56
  const rows = data.categories.map((category, c) => {
    const top = TOP + c * rowHeight
    const label = `<text x="${at(left - 8)}" y="${at(top + (data.series.length * BAR_HEIGHT) / 2 + 4)}" class="tick" text-anchor="end">${escapeHtml(category)}</text>`
    const bars = data.series.map((s, i) => {
      const rate = s.values[c] ?? 0
      const y = top + i * BAR_HEIGHT
      const tip = escapeHtml(`${category} · ${s.name}: ${percentLabel(rate)}`)
      return (
        `<rect x="${left}" y="${at(y)}" width="${at(plotWidth)}" height="${BAR_HEIGHT - 2}" class="track"/>` +
        `<rect x="${left}" y="${at(y)}" width="${at(rate * plotWidth)}" height="${BAR_HEIGHT - 2}" rx="2" fill="${seriesColor(i)}"><title>${tip}</title></rect>` +
        `<text x="${at(left + plotWidth + 6)}" y="${at(y + BAR_HEIGHT - 3)}" class="value">${percentLabel(rate)}</text>`
      )
    })
    return label + bars.join('')
  })
  return svgFrame(data, WIDTH, height, rows.join('') + legend(data, left, 18))
}
