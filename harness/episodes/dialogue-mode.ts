/**
 * How the turns of a dialogue follow each other. `carry`: the agent's own calls change the state
 * and later references resolve against its own outcomes. `gold`: every turn starts from the state
 * the gold reached (BFCL's request), so one early mistake does not zero the rest.
 */
export type DialogueMode = 'carry' | 'gold'
