/**
 * Ping An Health's check-up packages (体检套餐), sold at the health-management centres of partner
 * hospitals. Prices in CNY are typical of the platform; each package lists what it covers.
 */
export const PACKAGE_IDS = ['basic', 'comprehensive', 'senior', 'cardio_cerebral', 'diabetes_metabolic', 'cancer_early'] as const
export type PackageId = (typeof PACKAGE_IDS)[number]

/**
 * Price tiers as Chinese check-up centres (Ping An Health, iKang, Meinian) sell them, CNY: a basic
 * yearly check, a comprehensive one with imaging, and senior or single-condition screenings that add
 * specialist tests on top; each dearer than the tier below.
 */
export const TIERS = ['basic', 'comprehensive', 'senior', 'specialist'] as const
export type Tier = (typeof TIERS)[number]
export const TIER_PRICE_RANGE: Readonly<Record<Tier, readonly [number, number]>> = {
  basic: [200, 700],
  comprehensive: [800, 1500],
  senior: [1000, 3500],
  specialist: [1000, 6000],
}

export interface CheckPackage {
  id: PackageId
  name: string
  nameZh: string
  tier: Tier
  price: number
  items: readonly string[]
  /** Who the package is for, as the app recommends it. */
  forWhom: string
}

export const PACKAGES: Readonly<Record<PackageId, CheckPackage>> = {
  basic: {
    id: 'basic', name: 'Basic health check', nameZh: '基础体检套餐', tier: 'basic', price: 399, forWhom: 'adults under 40, yearly',
    items: ['Physical exam and BMI', 'Blood pressure', 'Complete blood count', 'Liver function (ALT, AST)', 'Kidney function', 'Fasting glucose', 'Blood lipids', 'Urinalysis', 'Resting ECG'],
  },
  comprehensive: {
    id: 'comprehensive', name: 'Comprehensive health check', nameZh: '全面体检套餐', tier: 'comprehensive', price: 899, forWhom: 'adults 40 to 59, yearly',
    items: ['Everything in the basic check', 'Abdominal ultrasound (liver, gallbladder, pancreas, spleen, kidneys)', 'Thyroid ultrasound', 'Chest X-ray', 'Tumour markers (AFP, CEA)', 'Uric acid', 'Helicobacter pylori breath test'],
  },
  senior: {
    id: 'senior', name: 'Senior health check (50+)', nameZh: '中老年体检套餐', tier: 'senior', price: 1299, forWhom: 'adults 50 and over, yearly; serves as the health assessment for high-intensity exercise',
    items: ['Everything in the comprehensive check', 'Carotid artery ultrasound', 'Echocardiogram', 'Bone density scan', 'Low-dose chest CT', 'Cardiopulmonary exercise assessment'],
  },
  cardio_cerebral: {
    id: 'cardio_cerebral', name: 'Heart and brain screening', nameZh: '心脑血管专项筛查', tier: 'specialist', price: 1680, forWhom: 'high blood pressure, heart disease or high cholesterol',
    items: ['Blood pressure and 12-lead ECG', 'Echocardiogram', 'Carotid artery ultrasound', 'Transcranial Doppler', 'Homocysteine', 'NT-proBNP', 'Blood lipids'],
  },
  diabetes_metabolic: {
    id: 'diabetes_metabolic', name: 'Diabetes and metabolic screening', nameZh: '糖尿病代谢专项筛查', tier: 'specialist', price: 1180, forWhom: 'diabetes or high blood glucose, every 6 months',
    items: ['Everything in the basic check', 'HbA1c', 'Oral glucose tolerance test', 'Fasting insulin and C-peptide', 'Urine microalbumin', 'Retinal photograph', 'Foot nerve and pulse screening'],
  },
  cancer_early: {
    id: 'cancer_early', name: 'Early cancer screening', nameZh: '肿瘤早筛套餐', tier: 'specialist', price: 2380, forWhom: 'adults 45 and over, or with a family history of cancer',
    items: ['Low-dose chest CT', 'Tumour markers (AFP, CEA, CA19-9, CA125 / PSA)', 'Faecal occult blood and DNA test', 'Abdominal ultrasound', 'Thyroid and breast ultrasound', 'EBV antibodies (nasopharyngeal)'],
  },
}

/** How the booking tool lists the packages: id, who for, and price. */
export const packageHelp = (): string =>
  PACKAGE_IDS.map((id) => `'${id}' (${PACKAGES[id].tier}, ¥${PACKAGES[id].price.toLocaleString('en-US')})`).join(', ')

/** Time slots a centre takes check-ups in: mornings only, since most tests need fasting blood. */
export const CHECK_SLOTS = ['07:30', '08:00', '08:30', '09:00', '09:30', '10:00'] as const

/** The yearly package the app suggests for an age. */
export const packageForAge = (age: number): PackageId => (age >= 50 ? 'senior' : age >= 40 ? 'comprehensive' : 'basic')
