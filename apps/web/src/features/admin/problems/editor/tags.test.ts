import { describe, expect, it } from 'vitest';
import { formatTags, parseTags } from './tags';

describe('tags', () => {
  it('reads a comma-separated line: trimmed, no empty tags, each once', () => {
    expect(parseTags(' graphs,  shortest paths ,dp')).toEqual(['graphs', 'shortest paths', 'dp']);
    expect(parseTags('dp, , dp,greedy,')).toEqual(['dp', 'greedy']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags('  ,  ')).toEqual([]);
  });

  it('writes tags back as the line they are read from', () => {
    expect(formatTags(['graphs', 'shortest paths'])).toBe('graphs, shortest paths');
    expect(parseTags(formatTags(['a', 'b c']))).toEqual(['a', 'b c']);
    expect(formatTags([])).toBe('');
  });
});
