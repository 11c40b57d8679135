import type { LatLng, Place, PlaceKind } from '../../../apps/kit/index.ts'

/** The shapes of the gazetteer: how a place is written down in a city file, and how it is handed out. */

/** One gazetteer line; the city comes from the file it is listed in. */
export interface GazetteerEntry {
  /** `bj_` / `sh_` / `hz_` / `sz_` + snake_case; stable forever, states store it. */
  id: string
  name: string
  /** Chinese name. */
  zh: string
  district: string
  /** Street address as a local would write it in English. */
  address: string
  kind: Exclude<PlaceKind, 'address'>
  lat: number
  lng: number
  /** Other spellings people and models use: abbreviations, pinyin, brand names, Chinese variants. */
  aliases?: readonly string[]
}

/** A resolved place: the kit's `Place` plus what an app shows a user. */
export interface ResolvedPlace extends Place {
  /** Street address; for a geocoded place, the text as written. */
  address: string
  /** Chinese name, for gazetteer places. */
  nameZh?: string
}

export interface Bounds {
  minLat: number
  maxLat: number
  minLng: number
  maxLng: number
}

export interface City {
  /** Canonical id: `beijing`, `shanghai`, ... (what `Place.city` holds). */
  id: string
  name: string
  nameZh: string
  /** Other spellings: old romanizations, abbreviations, Chinese with and without 市. */
  aliases: readonly string[]
  /** Id prefix of the city's places (`bj`). */
  prefix: string
  center: LatLng
  /** The municipality's extent: every place of the city lies inside. */
  bounds: Bounds
  /** Ids of the main railway stations, busiest first. */
  stations: readonly string[]
  airports: readonly string[]
}
