import { defineBikeSharing, type BikeSharingFlavour } from './bike-sharing/index.ts'

/**
 * Hellobike (哈啰出行): dockless shared bikes. Pedal bikes (哈啰单车) at 1.50 CNY per 15 minutes,
 * electric-assist e-bikes (哈啰助力车) at 3.00 CNY per 20 minutes where the city allows them (not in
 * Beijing, Shanghai, Shenzhen or Guangzhou). Park inside a marked area or pay a dispatch fee.
 */
export const hellobikeFlavour: BikeSharingFlavour = {
  brand: 'Hellobike',
  idPrefix: 'cycle',
  pricing: {
    bike: { unitMin: 15, unitFee: 1.5, model: 'Hellobike bike (哈啰单车)' },
    'e-bike': { unitMin: 20, unitFee: 3, model: 'Hellobike e-bike (哈啰助力车)' },
  },
  dispatchFee: 5,
  minAge: { bike: 12, 'e-bike': 16 },
  searchRadiusM: 300,
}

export const hellobike = defineBikeSharing({
  id: 'hellobike',
  name: 'Hellobike',
  aliases: ['Hello Bike', 'HelloBike', 'Haluo', 'Haluo Chuxing', '哈啰出行', '哈啰单车', '哈啰'],
  description:
    'Dockless bike sharing (哈啰出行): find bikes parked nearby, unlock one by its number, ride and lock it in a parking area; 1.50 CNY per 15 minutes for bikes, e-bikes in cities that allow them.',
  traits: { price: 'low', mode: 'bike sharing', billing: 'per 15 minutes', ebikes: 'outside tier-one cities' },
  flavour: hellobikeFlavour,
})
