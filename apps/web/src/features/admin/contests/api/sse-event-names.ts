/**
 * Reads the names of the events in a text/event-stream. The contest stream's events carry no news in
 * their data (each means "this changed: read it again"), so only the names count. Chunks may end in the
 * middle of a line: the unfinished tail waits for the next one. A block with an `event:` line counts even
 * without data (lenient where EventSource is strict); comments (keep-alives) and unnamed blocks do not.
 */
export class SseEventNames {
  private buffer = '';

  /** Feeds decoded text and returns the names of the events it completed, in order. */
  push(text: string): string[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const names: string[] = [];
    let boundary = this.buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const name = eventName(this.buffer.slice(0, boundary));
      if (name) names.push(name);
      this.buffer = this.buffer.slice(boundary + 2);
      boundary = this.buffer.indexOf('\n\n');
    }
    return names;
  }
}

function eventName(block: string): string | null {
  let name: string | null = null;
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice('event:'.length).replace(/^ /, '');
  }
  return name;
}
