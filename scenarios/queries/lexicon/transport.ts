import type { Lexicon, ToolPhrasing } from '../phrasing.ts'
import { LIMIT, RECENT, limit, place, placeWords, reason, REASON, unit, verbatim, when, withArticle, type Render } from './shared.ts'

/*
 * Rides, maps and shared bikes: "Get me an Express car from home to my office at 8:30 am",
 * "How do I get to Houhai from home?". A trip's end says "back home", so "from my office home"
 * never reads as one place.
 */

/** A trip's end with its preposition: "back home", "to my office", "to Beijing South Railway Station". */
export const tripEnd: Render = (v) => {
  if (typeof v !== 'string') return undefined
  const words = placeWords(v)
  return words === 'home' ? 'back home' : `to ${words}`
}

/** A car class as the thing booked: "an Express car", "a Premier car". */
const carClass: Render = (v) => (typeof v === 'string' ? withArticle(`${v} car`) : undefined)

const rideParams = {
  pickupLocation: ['from {v}'],
  dropoffLocation: ['{v}'],
  pickupTime: ['{v}', ', picking me up {v}'],
  taxiType: [', {v} please', ', make it {v}'],
} as const
const rideRender = { pickupLocation: place, dropoffLocation: tripEnd, pickupTime: when, taxiType: carClass }

const bookTaxi: ToolPhrasing = {
  intents: [
    'Book {taxiType}',
    'Get me {taxiType}',
    'I need {taxiType}',
    'Can you call {taxiType} for me{rest}?',
    'Order me {taxiType}',
    'Send {taxiType} for me',
    'Get me a cab',
    'Book me a ride',
    'I need a car',
    'Can you get me a car',
    'Call me a taxi',
    'I need a ride',
    'Order me a car',
  ],
  usual: ['Book my usual ride', 'Get me my regular car', 'Call me a cab for my usual trip', 'Can you book my regular ride', 'Get me a car for the trip I always take', 'I need my usual ride'],
  params: rideParams,
  render: rideRender,
  loose: ['pickupLocation', 'dropoffLocation'],
  front: ['pickupTime'],
}

const estimateFare: ToolPhrasing = {
  intents: [
    'How much would {taxiType} cost{rest}?',
    "What's the fare for {taxiType}{rest}?",
    "What's {taxiType} going to cost{rest}?",
    'How much is a cab{rest}?',
    'What would a ride cost me{rest}?',
    'Check the fare for a ride',
    'Can you estimate a taxi fare',
    'Give me a fare estimate{rest}',
  ],
  usual: ['How much would my usual ride cost', 'What does my regular ride cost', 'Check the fare for the trip I usually take', 'Give me a fare estimate for my usual trip'],
  params: { ...rideParams, pickupTime: ['{v}', ', leaving {v}'] },
  render: rideRender,
  loose: ['pickupLocation', 'dropoffLocation'],
  front: ['pickupTime'],
}

const RIDE_STATUS: Readonly<Record<string, string>> = {
  scheduled: 'the scheduled ones',
  driver_en_route: 'the ones with the driver on the way',
  arrived: 'the ones where the driver has arrived',
  in_progress: 'the ones in progress',
  completed: 'the completed ones',
  cancelled: 'the cancelled ones',
}
const status = (map: Readonly<Record<string, string>>): Render => (v) => (typeof v === 'string' ? (map[v] ?? `the ${v.replaceAll('_', ' ')} ones`) : undefined)
const RIDE_ID = [', ride {v}', ', booking {v}'] as const

const TRAVEL_MODES: Readonly<Record<string, string>> = { transit: 'by public transit', driving: "if I'm driving", walking: "if I'm walking", cycling: "if I'm cycling" }
const ROUTE_PREFERENCES: Readonly<Record<string, string>> = {
  fastest: 'taking the fastest route',
  shortest: 'taking the shortest route',
  avoid_tolls: 'avoiding tolls',
  avoid_congestion: 'avoiding congestion',
}
const PLACE_KINDS: Readonly<Record<string, string>> = { university: 'universities', cafe: 'cafes', theater: 'theaters', office: 'offices' }
const placeKind: Render = (v) => (typeof v === 'string' ? (PLACE_KINDS[v] ?? `${v.replaceAll('_', ' ')}s`) : undefined)
const BIKE_KINDS: Readonly<Record<string, string>> = { bike: 'a regular bike', 'e-bike': 'an e-bike' }

export const transportLexicon: Lexicon = {
  bookTaxi,
  estimateFare,
  getRideStatus: {
    intents: ["Where's my driver", 'Check on my ride', 'Give me an update on my ride', 'Can you track my car'],
    usual: ["Where's the car I just booked", 'Check on my latest ride', 'How far away is my driver right now'],
    params: { rideId: RIDE_ID },
    render: { rideId: verbatim },
  },
  listRides: {
    intents: ['Show me my rides', 'Pull up my ride history', 'Can you list my taxi rides', 'List my car bookings'],
    usual: ['Show me my recent rides', 'Pull up my latest taxi rides'],
    params: { status: [', only {v}', ', just {v}'], limit: RECENT },
    render: { status: status(RIDE_STATUS), limit },
  },
  cancelRide: {
    intents: ['Cancel my ride', 'Call off the car', 'I need to cancel my taxi', 'Can you cancel my ride'],
    usual: ['Cancel the ride I just booked', "Call off the car I ordered, I don't need it anymore"],
    params: { rideId: RIDE_ID, reason: REASON },
    render: { rideId: verbatim, reason },
  },
  getDistance: {
    intents: ['How far is it{rest}?', "What's the distance{rest}?", 'Check the distance for me', 'How long is the trip{rest}?'],
    usual: ['How far is it to where I usually go', 'Check the distance for my usual trip'],
    params: { startLocation: ['from {v}'], endLocation: ['{v}'], transportMode: ['{v}'] },
    render: { startLocation: place, endLocation: tripEnd, transportMode: (v) => (typeof v === 'string' ? TRAVEL_MODES[v] : undefined) },
  },
  getRoute: {
    // The intents that say the most win, so the travel mode always lands before "directions" or "route".
    intents: [
      'Get me {transportMode} directions from {startLocation} {endLocation}',
      'Show me the {transportMode} route from {startLocation} {endLocation}',
      'Get me {transportMode} directions {endLocation}{rest}',
      'Find me a {transportMode} route {endLocation}{rest}',
      'Get me {transportMode} directions',
      'Find me a {transportMode} route',
      'How do I get from {startLocation} {endLocation}{rest}?',
      "What's the best way from {startLocation} {endLocation}{rest}?",
      'Get me directions from {startLocation} {endLocation}',
      'How do I get {endLocation}{rest}?',
      'Get me directions',
      'Can you plan a route for me',
      'Show me the way',
    ],
    usual: ['Get me directions for my usual trip', 'Show me the way to where I usually go', 'Plan my regular route', 'How do I get to where I usually go'],
    params: { startLocation: ['from {v}'], endLocation: ['{v}'], transportMode: ['by {v}'], routePreference: [', {v}'] },
    loose: ['startLocation', 'endLocation'],
    render: {
      startLocation: place,
      endLocation: tripEnd,
      transportMode: (v) => (v === 'transit' ? 'public transit' : undefined),
      routePreference: (v) => (typeof v === 'string' ? ROUTE_PREFERENCES[v] : undefined),
    },
  },
  searchNearby: {
    intents: ['Find {category}{rest}', 'Are there any {category}{rest}?', 'Look for {category}{rest}', 'Search the area for me', 'Look around the area', "What's worth visiting{rest}?"],
    usual: ['Find me the kind of place I usually go to nearby', 'Look around for my usual kind of spot'],
    params: { category: ['for {v}'], area: ['{v}'], location: ['near {v}', 'around {v}'], radiusKm: ['within {v}'], limit: LIMIT },
    render: { category: placeKind, location: place, radiusKm: unit('km'), limit },
    combine: [{ as: 'area', params: ['location', 'radiusKm'], say: (w) => `within ${w.radiusKm} of ${w.location}` }],
  },
  saveFavoritePlace: {
    intents: [
      'Save {location} to my favourites as {name}',
      'Add {location} to my saved places as {name}',
      'Save {location} to my favourites',
      'Save a place to my favourites as {name}',
      'Add a favourite place',
      'Save a place to my favourites',
    ],
    params: { location: ['for {v}'], name: [', and call it {v}', ', under the name {v}'], note: [' with the note {v}', ' (note: {v})'] },
    render: { location: place, name: (v) => (typeof v === 'string' ? `"${v}"` : undefined), note: (v) => (typeof v === 'string' ? `"${v}"` : undefined) },
  },
  listFavoritePlaces: {
    intents: ['Show me my favourite places', 'List my saved places', 'What places have I saved', 'Can you pull up my favourites'],
    params: {},
  },
  deleteFavoritePlace: {
    intents: ['Remove a favourite place', 'Delete one of my saved places', 'Take a place off my favourites', 'Can you delete a favourite'],
    usual: ['Delete the place I just saved', 'Remove my newest favourite'],
    params: { favoriteId: [', the one with id {v}', ', number {v}'] },
    render: { favoriteId: verbatim },
  },
  findNearbyBikes: {
    // No "bike" without the bike type: it is a bikeType value.
    intents: [
      'Find me {bikeType}{rest}',
      'Is there {bikeType}{rest}?',
      'Can you find me {bikeType}{rest}?',
      'I need {bikeType}{rest}',
      'Look for {bikeType}{rest}',
      'Find me a shared bicycle',
      'Are there any shared bicycles{rest}?',
      'Find me something to ride',
      'I need a shared bicycle',
    ],
    usual: ['Find me a bicycle like I usually do', 'Look for a bicycle for my usual ride', 'Find me a shared bicycle where I usually pick one up'],
    params: { bikeType: [', {v} please'], location: ['near {v}', 'close to {v}'], radiusM: ['within {v}'], limit: [', show me up to {v}', ', {v} at most'] },
    render: { location: place, radiusM: unit('m'), bikeType: (v) => (typeof v === 'string' ? BIKE_KINDS[v] : undefined), limit },
  },
  unlockBike: {
    intents: ['Unlock bike {bikeId}', 'Unlock a bike for me', 'Start a bike ride', 'Can you unlock a bike'],
    usual: ['Unlock the bike I just found', 'Unlock the nearest bike for me'],
    params: { bikeId: [', number {v}'] },
    render: { bikeId: verbatim },
  },
  endBikeRide: {
    intents: ["I'm done riding, end my ride", 'End my bike ride', 'Lock the bike', 'Can you end my bike ride', 'Finish my bike ride', 'Wrap up my ride'],
    usual: ["I'm done riding, lock it up", 'End my bike ride, I just got there', "I've arrived, end the ride"],
    params: { location: ['at {v}', ', parking it at {v}'], rideId: [', ride {v}'] },
    render: { location: place, rideId: verbatim },
  },
  getBikeRide: {
    intents: ['Show me my bike ride', 'Check on my bike ride', 'Pull up the details of my bike ride', 'Can you look up my bike ride'],
    usual: ["How's my current bike ride going", 'Check on my latest bike ride'],
    params: { rideId: [', ride {v}'] },
    render: { rideId: verbatim },
  },
  listBikeRides: {
    intents: ['Show me my bike rides', 'List my bike trips', 'Pull up my cycling history', 'Can you list my bike rides'],
    usual: ['Show me my recent bike rides'],
    params: { status: [', only {v}', ', just {v}'], limit: RECENT },
    render: { status: status({ in_progress: 'the ones in progress', completed: 'the completed ones' }), limit },
  },
}
