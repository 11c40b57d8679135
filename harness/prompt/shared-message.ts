import type { ChatMessage } from './chat-message.ts'
import { seal } from './json-pieces.ts'

/** Most distinct messages kept; past it the table starts over (a long-lived server sees many users). */
const KEEP = 4096
const messages = new Map<string, ChatMessage>()

/**
 * One sealed object per distinct message: equal system messages become the same object, so the
 * prompts of a user share their first message and the hash of what follows it (list-digest.ts).
 */
export function sharedMessage(message: ChatMessage): ChatMessage {
  // A system or user message is its role and content: no need to serialize it for the key
  const plain = (message.role === 'system' || message.role === 'user') && Object.keys(message).length === 2
  const key = plain ? `${message.role}\n${message.content}` : JSON.stringify(message)
  let shared = messages.get(key)
  if (!shared) {
    if (messages.size >= KEEP) messages.clear()
    messages.set(key, (shared = seal({ ...message })))
  }
  return shared
}
