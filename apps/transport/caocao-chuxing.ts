import { defineRideHailing, type RideHailingFlavour } from './ride-hailing/index.ts'

/**
 * Caocao Chuxing (曹操出行): Geely's ride-hailing app. Company-owned Geely new-energy cars (green
 * plates) and salaried, trained drivers; prices a little under Didi's, pickups a little slower (a
 * smaller fleet). Its classes are its own: 'Standard' (惠享, Express-like), 'Comfort' (专车,
 * Premier-like) and 'Business' (商务, six-seat MPVs). Reservations up to 7 days ahead; rides within 300 km.
 */
export const caocaoFlavour: RideHailingFlavour = {
  idPrefix: 'trip',
  maxAdvanceDays: 7,
  maxRideKm: 300,
  freeCancelGraceMin: 3,
  intercityNote:
    'Caocao intercity ride (城际): fixed price agreed at booking, including the empty return and expressway tolls; available within 300 km.',
  classes: [
    {
      name: 'Standard',
      zh: '惠享',
      blurb: 'Geely electric cars, metered fare a little under Didi Express',
      tariff: { baseFare: 12, includedKm: 3, perKm: 2.1, perMinute: 0.45, longDistancePerKm: 0.7, longDistanceFromKm: 15, nightPerKm: 0.7 },
      intercity: { baseFare: 45, perKm: 1.5, emptyReturnPerKm: 0.55, tollPerKm: 0.45 },
      cars: [
        { model: 'Caocao 60', energy: 'electric', colors: ['white', 'silver'] },
        { model: 'Geely Emgrand EV', energy: 'electric', colors: ['white', 'blue'] },
        { model: 'Maple 60S', energy: 'electric', colors: ['white', 'silver'] },
        { model: 'Geometry A', energy: 'electric', colors: ['white', 'grey'] },
      ],
      rating: [4.8, 5.0],
      trips: [500, 12000],
      eta: [3, 10],
      cancellationFee: 5,
    },
    {
      name: 'Comfort',
      zh: '专车',
      blurb: 'roomier Geely and Zeekr cars, about 1.7 times Standard',
      tariff: { baseFare: 26, includedKm: 3, perKm: 3.6, perMinute: 0.7, longDistancePerKm: 1.4, longDistanceFromKm: 15, nightPerKm: 1.0 },
      intercity: { baseFare: 90, perKm: 2.6, emptyReturnPerKm: 0.9, tollPerKm: 0.45 },
      cars: [
        { model: 'Geely Galaxy E8', energy: 'electric', colors: ['black', 'white'] },
        { model: 'Zeekr 007', energy: 'electric', colors: ['black', 'grey'] },
        { model: 'Geely Galaxy L7', energy: 'plug_in_hybrid', colors: ['black', 'white'] },
      ],
      rating: [4.88, 5.0],
      trips: [1200, 12000],
      eta: [3, 12],
      cancellationFee: 10,
    },
    {
      name: 'Business',
      zh: '商务',
      blurb: 'six-seat Zeekr 009 and LEVC MPVs for groups and luggage',
      tariff: { baseFare: 38, includedKm: 3, perKm: 4.8, perMinute: 0.9, longDistancePerKm: 1.8, longDistanceFromKm: 15, nightPerKm: 1.4 },
      intercity: { baseFare: 130, perKm: 3.5, emptyReturnPerKm: 1.2, tollPerKm: 0.5 },
      cars: [
        { model: 'Zeekr 009', energy: 'electric', colors: ['black'] },
        { model: 'LEVC TX5', energy: 'plug_in_hybrid', colors: ['black', 'dark blue'] },
      ],
      rating: [4.9, 5.0],
      trips: [1500, 10000],
      eta: [5, 15],
      cancellationFee: 15,
    },
  ],
}

export const caocaoChuxing = defineRideHailing({
  id: 'caocao_chuxing',
  name: 'Caocao Chuxing',
  aliases: ['Caocao', 'CaoCao', 'Caocao_Chuxing', 'Cao Cao Chuxing', '曹操出行', '曹操专车'],
  description:
    "Geely's ride-hailing app (曹操出行): company-owned Geely new-energy cars with salaried drivers, a little cheaper than Didi. Classes: Standard (everyday), Comfort (roomier, premium) and Business (six-seat MPVs); reservations up to 7 days ahead, rides within 300 km.",
  traits: { price: 'low-mid', pickupSpeed: 'medium', classes: 'Standard, Comfort, Business', intercity: 'within 300 km', fleet: 'Geely electric, company-owned' },
  flavour: caocaoFlavour,
})
