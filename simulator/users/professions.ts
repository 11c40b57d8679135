/** Occupations with the monthly income bucket (CNY, ToolSpectrum's buckets) and education they imply. */
export interface Profession {
  title: string
  income: '<3k' | '3k-10k' | '10k-50k' | '>50k'
  education: 'Middle School' | 'High School' | 'Below Bachelor' | 'Bachelor' | 'Above Bachelor'
  /** Works in an office on weekdays (commutes, office lunches) or not. */
  commutes: boolean
  /** Relative frequency among working-age adults. */
  weight: number
}

export const WORKING_PROFESSIONS: readonly Profession[] = [
  { title: 'Software Engineer', income: '10k-50k', education: 'Bachelor', commutes: true, weight: 10 },
  { title: 'Product Manager', income: '10k-50k', education: 'Bachelor', commutes: true, weight: 5 },
  { title: 'Designer', income: '10k-50k', education: 'Bachelor', commutes: true, weight: 6 },
  { title: 'Accountant', income: '3k-10k', education: 'Bachelor', commutes: true, weight: 6 },
  { title: 'Teacher', income: '3k-10k', education: 'Bachelor', commutes: true, weight: 7 },
  { title: 'Nurse', income: '3k-10k', education: 'Below Bachelor', commutes: true, weight: 5 },
  { title: 'Sales Manager', income: '10k-50k', education: 'Bachelor', commutes: true, weight: 5 },
  { title: 'Civil Servant', income: '3k-10k', education: 'Bachelor', commutes: true, weight: 5 },
  { title: 'Doctor', income: '10k-50k', education: 'Above Bachelor', commutes: true, weight: 3 },
  { title: 'Quantitative Analyst', income: '>50k', education: 'Above Bachelor', commutes: true, weight: 2 },
  { title: 'Entrepreneur', income: '>50k', education: 'Bachelor', commutes: true, weight: 3 },
  { title: 'Catering Manager', income: '3k-10k', education: 'Below Bachelor', commutes: true, weight: 4 },
  { title: 'Delivery Rider', income: '3k-10k', education: 'High School', commutes: false, weight: 5 },
  { title: 'Retail Assistant', income: '<3k', education: 'High School', commutes: true, weight: 4 },
  { title: 'Freelance Writer', income: '3k-10k', education: 'Bachelor', commutes: false, weight: 2 },
  { title: 'AI Researcher', income: '>50k', education: 'Above Bachelor', commutes: true, weight: 2 },
  { title: 'Unemployed', income: '<3k', education: 'Below Bachelor', commutes: false, weight: 2 },
]

export const STUDENT: Record<'middle' | 'high' | 'university', Profession> = {
  middle: { title: 'Middle School Student', income: '<3k', education: 'Middle School', commutes: false, weight: 0 },
  high: { title: 'High School Student', income: '<3k', education: 'Middle School', commutes: false, weight: 0 },
  university: { title: 'University Student', income: '<3k', education: 'High School', commutes: false, weight: 0 },
}

export const RETIRED: readonly Profession[] = [
  { title: 'Retired Teacher', income: '3k-10k', education: 'Bachelor', commutes: false, weight: 1 },
  { title: 'Retired Engineer', income: '3k-10k', education: 'Bachelor', commutes: false, weight: 1 },
  { title: 'Retired Factory Worker', income: '<3k', education: 'Middle School', commutes: false, weight: 1 },
]
