import type { Rng } from '../../apps/kit/index.ts'

/*
 * How people dress a request around what they ask: an opener ("Hey, "), a polite or needy frame
 * around a command ("Could you …?", "I need you to …"), a closer (", please"). Each is chosen by the
 * case's rng and says no value, so the mentions and the omissions stay as composed.
 */

export const QUESTION = /^(can|could|would|what|what's|whats|where|where's|which|who|how|how's|is|are|any|do|does|did|when|will|should|has|have)\b/i
export const COMMAND = /^(?!I\b|I'|Let's\b|The\b|My\b)[A-Z][a-z]+\b(?!')/

const OPENERS = ['Hey, ', 'Hi, ', 'Okay, ', 'So, ', 'Hey there, ', 'Hmm, ']
/** Openers of a question only ("Quick question: where's my order?"), and of anything else ("Quick one: book me a car"). */
const QUESTION_OPENERS = ['Quick question: ', 'Just wondering, ', 'Real quick, ']
const ASKING_OPENERS = ['Quick one: ', 'Real quick, ']
/** Frames any command takes: "Could you book me a ride?". */
const FRAMES = [
  'Could you {c}',
  'Can you {c}',
  'Would you {c}',
  'Could you please {c}',
  'Would you be able to {c}',
  'Any chance you could {c}',
  'Please {c}',
  'I need you to {c}',
  "I'd like you to {c}",
  'I was hoping you could {c}',
  'Go ahead and {c}',
]
/** Frames with the speaker as the subject: only for commands without a "me" or "I" of their own ("I need to get me" is no English). */
const OWN_FRAMES = ["I'd like to {c}", 'I want to {c}', 'I need to {c}', 'Help me {c}', "I'm trying to {c}", "I'm looking to {c}"]
/**
 * Closers of a statement or a command; a question asked with can/could/would takes the first two.
 * No "if possible": after the last value it would make that value a wish ("pay with Alipay if possible").
 */
const CLOSERS = [', please', ' when you get a chance', ', thanks', ', thank you']
// Not framed: a request already polite, or one that states a fact before asking ("We can't make it, cancel …").
const UNFRAMED = /^(please|we|let|go|help)\b/i

/** The text with its first letter lower-cased, so it can go on mid-sentence ("I" and names keep theirs). */
export const midSentence = (text: string) => (/^(I\b|I'|[A-Z]{2}|[A-Z][a-z]*[A-Z])/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1))

/** Whether a request is a bare command ("Book me a ride"), which a frame may soften. */
export const isCommand = (text: string) => COMMAND.test(text) && !QUESTION.test(text) && !UNFRAMED.test(text)

/** A command softened or restated now and then: "Could you book me a ride?", "I need to cancel my order". */
export function framed(command: string, rng: Rng): string {
  if (!isCommand(command) || /[.?!]$/.test(command) || !rng.chance(0.5)) return command
  const own = !/\b(me|I|I'm|I'd|I'll|I've)\b/.test(command)
  const polite = /\bplease\b/i.test(command)
  const frames = [...FRAMES, ...(own ? OWN_FRAMES : [])].filter((f) => !(polite && /please/i.test(f)))
  return rng.pick(frames).replace('{c}', midSentence(command))
}

/** An opener now and then: "Hey, where's my order", "Quick question: is my coffee ready". */
export function opened(text: string, question: boolean, rng: Rng): string {
  if (!rng.chance(0.25)) return text
  return rng.pick([...OPENERS, ...(question ? QUESTION_OPENERS : ASKING_OPENERS)]) + midSentence(text)
}

/** A closer now and then, on a request (before any lead or opener) without end punctuation of its own: "…, please". */
export function closed(request: string, rng: Rng): string {
  // A request that already says "please" is polite enough: "My usual drink, please, thanks" is one thanks too many.
  if (/[.?!]$/.test(request) || /\bplease\b/i.test(request) || !rng.chance(0.25)) return request
  const asking = QUESTION.test(request)
  if (asking && !/^(can|could|would)\b/i.test(request)) return request
  const closers = asking ? CLOSERS.slice(0, 2) : CLOSERS
  // "for me" on a short request that has no person in it yet: "Search for headphones for me".
  const forMe = !/[,(]|\b(me|my|I|us|our)\b/.test(request) && (asking || isCommand(request)) ? [' for me'] : []
  const all = [...closers, ...forMe]
  return all.length ? request + rng.pick(all) : request
}
