/**
 * Splits a text/event-stream into events (the subset of the SSE format the server sends: `event:`,
 * `data:` lines, comments, blank-line terminated). Chunks may end mid-line; the unfinished tail is kept.
 */
export type SseEvent = { event: string; data: string };

export class SseParser {
  private buffer = '';

  /** Feeds decoded text and returns every event it completed. */
  push(text: string): SseEvent[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const events: SseEvent[] = [];
    let boundary = this.buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = this.buffer.slice(0, boundary);
      this.buffer = this.buffer.slice(boundary + 2);
      const event = parseBlock(block);
      if (event) events.push(event);
      boundary = this.buffer.indexOf('\n\n');
    }
    return events;
  }
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { event, data: data.join('\n') };
}
