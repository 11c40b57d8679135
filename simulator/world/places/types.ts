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

/** A district (区) of a city: where an address that names it is placed. */
export interface District {
  /** As the gazetteer writes it: 'Haidian', "Jing'an", 'Pudong'. */
  name: string
  /** Chinese name with its suffix: '海淀区', '浦东新区', '工业园区'. */
  zh: string
  /** Other ways addresses name it: 'High-tech Zone', 'Pudong New Area'. */
  aliases?: readonly string[]
  center: LatLng
  /** Addresses that name the district fall within this distance of its centre. */
  radiusKm: number
}

/** A landmark of an outline city that travel needs: its main railway station or airport. */
export interface OutlineLandmark {
  name: string
  zh: string
  aliases?: readonly string[]
  lat: number
  lng: number
  /** Where it lies when that is not the nearest district listed (an airport in an outer county). */
  district?: string
}

/**
 * A city without a gazetteer of its own: its centre, districts, main railway station and airport,
 * so that addresses written there geocode inside it and travel apps can name where trains leave.
 */
export interface OutlineCity {
  id: string
  name: string
  nameZh: string
  aliases: readonly string[]
  province: string
  center: LatLng
  /** Addresses that name no district fall within this distance of the centre. */
  radiusKm: number
  districts: readonly District[]
  railwayStation: OutlineLandmark
  airport?: OutlineLandmark
}
