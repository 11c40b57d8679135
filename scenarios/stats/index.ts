// What a suite measures up to: omission per level, coverage of apps, tools, domains and policies
export { omissionByLevel } from './omission.ts'
export { coverage, coverageCounts } from './coverage.ts'
export { hardness, singleRequests, type Hardness, type Quota, type Rate } from './hardness.ts'
export { phrasingVariety, phrasingVarietyRows, requestTemplate, type PhrasingVariety } from './phrasing-variety.ts'
