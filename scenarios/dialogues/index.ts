// Multi-turn dialogues: follow-ups that refer to what earlier turns produced
export { anchorDialogues, runGoldDialogue, sayFollowUp, DIALOGUES_PER_ANCHOR } from './build.ts'
export { FOLLOW_UPS } from './follow-ups.ts'
export type { FollowUp } from './follow-ups.ts'
export { resolveRefs, resolveTurnGold, isRef, ref } from './refs.ts'
export type { Ref, TurnRecord, Resolution } from './refs.ts'
