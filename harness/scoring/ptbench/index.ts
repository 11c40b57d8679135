// PTBench's own scorer (src/test_acc.py, src/parse.py), reimplemented: its files in, its eight columns out
export { scorePtbench, PTBENCH_COLUMNS } from './ptbench-score.ts'
export type { PtbenchColumns, PtbenchSample, PtbenchSampleScore, PtbenchScore } from './ptbench-score.ts'
export { readPtbenchData, readPtbenchPredictions } from './ptbench-files.ts'
export { readPtbenchAnswer } from './ptbench-answer.ts'
export type { PtbenchAnswer, PtbenchCall, ReadAnswer } from './ptbench-answer.ts'
export { evaluatePtbench, include } from './ptbench-evaluate.ts'
export type { PtbenchVerdict } from './ptbench-evaluate.ts'

// The Python literals underneath, for tests and other importers
export { parseExpression } from './py-parse.ts'
export { unparse } from './py-unparse.ts'
export { fromJson, toJson, pyEquals, PyError } from './py-value.ts'
export type { PyValue } from './py-value.ts'
export type { PyNode } from './py-ast.ts'
