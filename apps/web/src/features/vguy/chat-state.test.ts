import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en';
import { canSend, chatReducer, FAILED_REPLY, GREETING, initialChat } from './chat-state';

describe('chat state', () => {
  it('starts with VGuy greeting and nothing awaited', () => {
    expect(initialChat.messages).toEqual([{ id: 0, sender: 'VGuy', text: '', textId: GREETING }]);
    expect(en[GREETING]).toMatch(/^Hi, I'm VGuy!/);
    expect(initialChat.waiting).toBe(false);
  });

  it('blocks blank messages and a second question while one is awaited', () => {
    expect(canSend('', initialChat)).toBe(false);
    expect(canSend('  \n ', initialChat)).toBe(false);
    expect(canSend('hi', initialChat)).toBe(true);
    expect(canSend('hi', { waiting: true })).toBe(false);
    expect(chatReducer(initialChat, { type: 'sent', text: '   ' })).toBe(initialChat);
  });

  it("adds 'You' then 'VGuy' messages in order", () => {
    const asked = chatReducer(initialChat, { type: 'sent', text: '  what is TLE? ' });
    expect(asked.waiting).toBe(true);
    expect(asked.messages.at(-1)).toEqual({ id: 1, sender: 'You', text: 'what is TLE?' });
    expect(chatReducer(asked, { type: 'sent', text: 'again' })).toBe(asked);

    const answered = chatReducer(asked, { type: 'answered', text: 'Time Limit Exceeded means…' });
    expect(answered.waiting).toBe(false);
    expect(answered.messages.map((message) => [message.id, message.sender])).toEqual([
      [0, 'VGuy'],
      [1, 'You'],
      [2, 'VGuy'],
    ]);
  });

  it('says VGuy could not answer when the call fails', () => {
    const asked = chatReducer(initialChat, { type: 'sent', text: 'hello' });
    const failed = chatReducer(asked, { type: 'failed' });
    expect(failed.waiting).toBe(false);
    expect(failed.messages.at(-1)).toEqual({
      id: 2,
      sender: 'VGuy',
      text: '',
      textId: FAILED_REPLY,
      failed: true,
    });
    expect(en[FAILED_REPLY]).toBe('VGuy could not answer right now.');
  });

  it('ignores an answer nobody is waiting for', () => {
    expect(chatReducer(initialChat, { type: 'answered', text: 'late' })).toBe(initialChat);
    expect(chatReducer(initialChat, { type: 'failed' })).toBe(initialChat);
  });
});
