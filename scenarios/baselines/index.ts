// Predictors that solve cases without understanding: what a hard case must defeat (decision 0032)
export { PREDICTORS, visibleCalls, type Reading, type Guess, type Visible } from './predictors.ts'
export { solvedBy, readingOf, guessMatches } from './solved-by.ts'
export { itemSolvers, visibleBefore } from './item-hardness.ts'
