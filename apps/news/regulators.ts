/**
 * Ministries and regulators with what each is responsible for, so a story about 5G quotes the
 * industry ministry and one about flu the health commission. Tests check headlines against it.
 */
export interface Regulator {
  name: string
  /** Subjects of its rules and guidelines, as headlines phrase them. */
  remit: readonly string[]
}

export const REGULATORS: readonly Regulator[] = [
  { name: 'the Ministry of Industry and Information Technology', remit: ['5G', 'humanoid robot standards', 'EV battery safety', 'pre-installed smartphone apps', 'industrial internet', 'lithium battery industry'] },
  { name: 'the National Health Commission', remit: ['flu', 'paediatric night clinics', 'online hospital appointments', 'elderly care beds in hospitals', 'weight management clinics'] },
  { name: 'the Ministry of Education', remit: ['after-school services', 'daily physical activity in schools', 'student mental health', 'AI lessons in primary and secondary schools', 'gaokao'] },
  { name: 'the Ministry of Transport', remit: ['ride-hailing driver working hours', 'holiday highway tolls', 'rural bus services', 'electric bike parking at stations'] },
  { name: 'the Ministry of Ecology and Environment', remit: ['industrial emissions', 'plastic waste', 'urban noise', 'river water quality'] },
  { name: 'the Ministry of Commerce', remit: ['appliance trade-ins', 'services consumption', 'instant retail', 'outbound travel services'] },
  { name: 'the National Development and Reform Commission', remit: ['electricity pricing', 'equipment upgrades', 'private investment', 'childcare subsidies'] },
  { name: 'the State Administration for Market Regulation', remit: ['food delivery platform fees', 'power bank safety certification', 'prepaid membership cards', 'livestream sales'] },
  { name: 'the Civil Aviation Administration', remit: ['power banks on flights', 'drone flights', 'flight delay compensation'] },
  { name: 'the Ministry of Housing and Urban-Rural Development', remit: ['housing provident fund loans', 'old residential compound renovation', 'home elevators in old buildings'] },
]

/** The regulator responsible for a subject. */
export const regulatorOf = (subject: string): Regulator | undefined => REGULATORS.find((r) => r.remit.includes(subject))
