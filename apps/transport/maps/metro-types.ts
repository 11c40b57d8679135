/** A metro station as the line data lists it: English name, Chinese name, latitude, longitude. */
export type StationRow = readonly [name: string, zh: string, lat: number, lng: number]

export interface MetroLine {
  name: string
  zh: string
  /** Average speed between stations, dwell included. */
  kmh: number
  /** A circle line: the last station connects back to the first. */
  loop?: boolean
  /** A flat fare (airport lines, the maglev) instead of the city's distance fare. */
  fare?: number
  stations: readonly StationRow[]
}
