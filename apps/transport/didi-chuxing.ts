import { defineRideHailing, type RideHailingFlavour } from './ride-hailing/index.ts'

/**
 * Didi Chuxing (滴滴出行): China's largest ride-hailing app. Express (快车) everyday cars at metered
 * fares, Premier (专车) sedans and MPVs at about twice the price; Beijing's published per-class rules.
 * Reservations up to a year ahead; rides to another city run as 城际 (intercity) rides at a fixed price.
 */
export const didiFlavour: RideHailingFlavour = {
  idPrefix: 'ride',
  maxAdvanceDays: 365,
  maxRideKm: 3500,
  freeCancelGraceMin: 2,
  intercityNote:
    'Didi intercity ride (城际): fixed price agreed at booking, covering the long-distance fare, the driver\'s empty drive home and expressway tolls; the driver takes a 20-minute break every 4 hours. High-speed rail is usually faster for trips over 300 km.',
  classes: [
    {
      name: 'Express',
      zh: '快车',
      blurb: 'everyday cars, metered fare',
      tariff: { baseFare: 13, includedKm: 3, perKm: 2.3, perMinute: 0.5, longDistancePerKm: 0.8, longDistanceFromKm: 15, nightPerKm: 0.8 },
      intercity: { baseFare: 50, perKm: 1.6, emptyReturnPerKm: 0.6, tollPerKm: 0.45 },
      cars: [
        { model: 'BYD Qin Plus EV', energy: 'electric', colors: ['white', 'silver', 'blue'] },
        { model: 'GAC Aion S', energy: 'electric', colors: ['white', 'silver'] },
        { model: 'BYD Qin Plus DM-i', energy: 'plug_in_hybrid', colors: ['white', 'grey'] },
        { model: 'Toyota Corolla', energy: 'petrol', colors: ['white', 'silver', 'black'] },
        { model: 'Volkswagen Lavida', energy: 'petrol', colors: ['white', 'silver', 'grey'] },
        { model: 'Nissan Sylphy', energy: 'petrol', colors: ['white', 'silver'] },
        { model: 'Geely Emgrand', energy: 'petrol', colors: ['white', 'blue'] },
      ],
      rating: [4.7, 5.0],
      trips: [300, 15000],
      eta: [2, 8],
      cancellationFee: 5,
    },
    {
      name: 'Premier',
      zh: '专车',
      blurb: 'sedans and MPVs, about twice the price',
      tariff: { baseFare: 30, includedKm: 3, perKm: 4.2, perMinute: 0.8, longDistancePerKm: 1.6, longDistanceFromKm: 15, nightPerKm: 1.2 },
      intercity: { baseFare: 100, perKm: 2.8, emptyReturnPerKm: 1.0, tollPerKm: 0.45 },
      cars: [
        { model: 'Toyota Camry', energy: 'petrol', colors: ['black', 'white'] },
        { model: 'Buick GL8', energy: 'petrol', colors: ['black', 'silver'] },
        { model: 'Audi A6L', energy: 'petrol', colors: ['black'] },
        { model: 'Honda Accord', energy: 'petrol', colors: ['black', 'white'] },
        { model: 'Volkswagen Passat', energy: 'petrol', colors: ['black'] },
        { model: 'BYD Han EV', energy: 'electric', colors: ['black', 'white'] },
      ],
      rating: [4.85, 5.0],
      trips: [1500, 15000],
      eta: [2, 10],
      cancellationFee: 10,
    },
  ],
}

export const didiChuxing = defineRideHailing({
  id: 'didi_chuxing',
  name: 'Didi Chuxing',
  aliases: ['Didi_Chuxing', 'Didi', 'DiDi', '滴滴出行', '滴滴'],
  description:
    "China's largest ride-hailing app (滴滴出行): Express (快车) everyday rides at metered fares and Premier (专车) sedans and MPVs at about twice the price; immediate rides or reservations up to a year ahead, and intercity (城际) rides to other cities at a fixed price.",
  traits: { price: 'mid', pickupSpeed: 'fast', classes: 'Express, Premier', intercity: true, fleet: 'mixed private cars' },
  flavour: didiFlavour,
})
