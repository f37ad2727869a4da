import { describe, expect, it } from 'vitest';
import { utf8Length } from '../src/text';

describe('utf8Length', () => {
  it('counts bytes as UTF-8 encodes them', () => {
    for (const text of ['', 'abc', 'é', '≤ 10^5', '😀 emoji', '\ud800 lone surrogate'])
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });
});
