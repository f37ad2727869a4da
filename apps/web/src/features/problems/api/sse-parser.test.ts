import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

describe('SSE parser', () => {
  it('reads named events with JSON data', () => {
    const parser = new SseParser();
    expect(parser.push('event: progress\ndata: {"testIndex":1}\n\nevent: done\ndata: {}\n\n')).toEqual([
      { event: 'progress', data: '{"testIndex":1}' },
      { event: 'done', data: '{}' },
    ]);
  });
  it('keeps a partial event until its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.push('event: progress\nda')).toEqual([]);
    expect(parser.push('ta: {"a":1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'progress', data: '{"a":1}' }]);
  });
  it('ignores comments (keep-alives), joins multi-line data and accepts CRLF', () => {
    const parser = new SseParser();
    expect(parser.push(': ping\n\ndata: a\r\ndata: b\r\n\r\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
