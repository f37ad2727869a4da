import { describe, expect, it } from 'vitest';
import { SseEventNames } from './sse-event-names';

describe('SseEventNames', () => {
  it('names each completed event', () => {
    const reader = new SseEventNames();
    expect(reader.push('event: scoreboard\ndata: {}\n\nevent: contest\ndata: {}\n\n')).toEqual([
      'scoreboard',
      'contest',
    ]);
  });

  it('waits for the rest of an event cut between chunks', () => {
    const reader = new SseEventNames();
    expect(reader.push('event: clarif')).toEqual([]);
    expect(reader.push('ications\ndata: {}\n')).toEqual([]);
    expect(reader.push('\n')).toEqual(['clarifications']);
  });

  it('reads CRLF line ends and names without a space', () => {
    expect(new SseEventNames().push('event:scoreboard\r\ndata:\r\n\r\n')).toEqual(['scoreboard']);
  });

  it('skips keep-alive comments and unnamed messages', () => {
    expect(new SseEventNames().push(': ping\n\ndata: hello\n\nevent: contest\n\n')).toEqual(['contest']);
  });
});
