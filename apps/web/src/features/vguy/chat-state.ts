/**
 * The chat's messages (sender You or VGuy, and the text) and whether an answer is awaited.
 * A blank message is never sent; one question is answered at a time.
 */
import type { MessageId } from '@/i18n/message-id';

export type Sender = 'You' | 'VGuy';
/** `text` is what was written; the app's own words (greeting, failure) are `textId`, shown in the reader's language. */
export type ChatMessage = { id: number; sender: Sender; text: string; textId?: MessageId; failed?: boolean };
export type ChatState = { messages: ChatMessage[]; waiting: boolean; nextId: number };

export const GREETING: MessageId = 'vguy.greeting';
export const FAILED_REPLY: MessageId = 'vguy.failed';

export type ChatAction =
  { type: 'sent'; text: string } | { type: 'answered'; text: string } | { type: 'failed' };

export const initialChat: ChatState = {
  messages: [{ id: 0, sender: 'VGuy', text: '', textId: GREETING }],
  waiting: false,
  nextId: 1,
};

export function canSend(draft: string, state: Pick<ChatState, 'waiting'>): boolean {
  return draft.trim() !== '' && !state.waiting;
}

function append(state: ChatState, message: Omit<ChatMessage, 'id'>, waiting: boolean): ChatState {
  return {
    messages: [...state.messages, { ...message, id: state.nextId }],
    waiting,
    nextId: state.nextId + 1,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent': {
      if (!canSend(action.text, state)) return state;
      return append(state, { sender: 'You', text: action.text.trim() }, true);
    }
    case 'answered':
      if (!state.waiting) return state;
      return append(
        state,
        action.text.trim()
          ? { sender: 'VGuy', text: action.text.trim() }
          : { sender: 'VGuy', text: '', textId: FAILED_REPLY },
        false,
      );
    case 'failed':
      if (!state.waiting) return state;
      return append(state, { sender: 'VGuy', text: '', textId: FAILED_REPLY, failed: true }, false);
  }
}
