import { escapeHtml } from './escape-html.ts'

/** A chart's data: categories along one axis, one rate in [0,1] per category and series. */
export interface ChartData {
  title: string
  categories: string[]
  series: { name: string; values: number[] }[]
}

/** Muted blue and amber, then greys: two series are the usual case (exact overall, execution). */
export const PALETTE = ['#3f6e9e', '#d0913f', '#6b8f71', '#8a7fa8']
export const seriesColor = (i: number): string => PALETTE[i % PALETTE.length]!

// Coordinates rounded to one decimal keep the markup short and byte-stable.
export const at = (n: number): string => String(Math.round(n * 10) / 10)
export const percentLabel = (rate: number): string => `${(rate * 100).toFixed(1)}%`

/** The <svg> element (no xmlns: inline SVG in HTML needs none, and the page references no URL). */
export function svgFrame(data: ChartData, width: number, height: number, body: string): string {
  const title = escapeHtml(data.title)
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`
}

export function legend(data: ChartData, x: number, y: number): string {
  let offset = 0
  return data.series
    .map((s, i) => {
      const item = `<rect x="${at(x + offset)}" y="${at(y - 9)}" width="10" height="10" rx="2" fill="${seriesColor(i)}"/><text x="${at(x + offset + 14)}" y="${at(y)}" class="legend">${escapeHtml(s.name)}</text>`
      offset += 24 + s.name.length * 7
      return item
    })
    .join('')
}

/** Horizontal grid lines at 0, 25, 50, 75, 100 % with their labels, for a vertical rate axis. */
export function rateGrid(left: number, right: number, top: number, bottom: number): string {
  return [0, 0.25, 0.5, 0.75, 1]
    .map((rate) => {
      const y = bottom - rate * (bottom - top)
      return `<line x1="${at(left)}" x2="${at(right)}" y1="${at(y)}" y2="${at(y)}" class="grid"/><text x="${at(left - 6)}" y="${at(y + 4)}" class="tick" text-anchor="end">${rate * 100}%</text>`
    })
    .join('')
}

/** A chart with nothing to draw still renders, so the page keeps its shape. */
export function emptyChart(data: ChartData, width: number): string {
  return svgFrame(data, width, 80, `<text x="${at(width / 2)}" y="44" class="tick" text-anchor="middle">no results</text>`)
}
