/**
 * The chat's messages (sender You or VGuy, and the text) and whether an answer is awaited.
 * A blank message is never sent; one question is answered at a time.
 */
export type Sender = 'You' | 'VGuy';
export type ChatMessage = { id: number; sender: Sender; text: string; failed?: boolean };
export type ChatState = { messages: ChatMessage[]; waiting: boolean; nextId: number };

export const GREETING =
  "Hi, I'm VGuy! Ask me about verdicts, languages, hints, AI reviews or which problem to try next.";
export const FAILED_REPLY = 'VGuy could not answer right now.';

export type ChatAction =
  { type: 'sent'; text: string } | { type: 'answered'; text: string } | { type: 'failed' };

export const initialChat: ChatState = {
  messages: [{ id: 0, sender: 'VGuy', text: GREETING }],
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
      return append(state, { sender: 'VGuy', text: action.text.trim() || FAILED_REPLY }, false);
    case 'failed':
      if (!state.waiting) return state;
      return append(state, { sender: 'VGuy', text: FAILED_REPLY, failed: true }, false);
  }
}
