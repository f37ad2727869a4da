import { describe, expect, it } from 'vitest';
import { lineParts, replyLines } from './reply-format';

describe('lineParts', () => {
  it('turns /problems/{id} paths into links', () => {
    expect(lineParts('Try /problems/two-sum next.')).toEqual([
      { kind: 'text', text: 'Try ' },
      { kind: 'link', text: '/problems/two-sum', to: '/problems/two-sum' },
      { kind: 'text', text: ' next.' },
    ]);
    expect(lineParts('/problems/solve/add-two (Easy), /problems/a')).toEqual([
      { kind: 'link', text: '/problems/solve/add-two', to: '/problems/solve/add-two' },
      { kind: 'text', text: ' (Easy), ' },
      { kind: 'link', text: '/problems/a', to: '/problems/a' },
    ]);
  });

  it('leaves plain text, bare /problems and full URLs alone', () => {
    expect(lineParts('Open /problems to browse.')).toEqual([
      { kind: 'text', text: 'Open /problems to browse.' },
    ]);
    expect(lineParts('See https://x.org/problems/two-sum')).toEqual([
      { kind: 'text', text: 'See https://x.org/problems/two-sum' },
    ]);
    expect(lineParts('The editor opens at /problems/solve/{id}.')).toEqual([
      { kind: 'text', text: 'The editor opens at /problems/solve/{id}.' },
    ]);
    expect(lineParts('')).toEqual([]);
  });
});

describe('replyLines', () => {
  it('keeps line breaks and marks bullets', () => {
    const lines = replyLines('Time Limit Exceeded means:\r\n- too slow\n\n- see /problems/add-two');
    expect(lines.map((line) => line.bullet)).toEqual([false, true, false, true]);
    expect(lines[1]?.parts).toEqual([{ kind: 'text', text: 'too slow' }]);
    expect(lines[2]?.parts).toEqual([]);
    expect(lines[3]?.parts[1]).toEqual({ kind: 'link', text: '/problems/add-two', to: '/problems/add-two' });
  });
});
