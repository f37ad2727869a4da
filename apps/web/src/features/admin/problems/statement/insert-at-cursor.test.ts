import { describe, expect, it } from 'vitest';
import { insertOnOwnLine } from './insert-at-cursor';

const IMAGE = '![](figure.png)';

describe('insertOnOwnLine', () => {
  it('inserts into an empty statement', () => {
    expect(insertOnOwnLine('', 0, 0, IMAGE)).toEqual({ text: `${IMAGE}\n`, cursor: IMAGE.length + 1 });
  });

  it('breaks the line around the cursor when it is mid-line', () => {
    const result = insertOnOwnLine('Look here now', 9, 9, IMAGE);
    expect(result.text).toBe(`Look here\n${IMAGE}\n now`);
    expect(result.text.slice(result.cursor)).toBe(' now');
  });

  it('adds no extra line breaks at the start of a line or before one', () => {
    // On the empty line between two paragraphs: the image takes that line.
    expect(insertOnOwnLine('a\n\nb', 2, 2, IMAGE).text).toBe(`a\n${IMAGE}\nb`);
    expect(insertOnOwnLine('a\n', 1, 1, IMAGE).text).toBe(`a\n${IMAGE}\n`);
  });

  it('replaces the selection and keeps a cursor past the end in the text', () => {
    expect(insertOnOwnLine('one TWO three', 4, 7, IMAGE).text).toBe(`one \n${IMAGE}\n three`);
    expect(insertOnOwnLine('end', 99, 99, IMAGE).text).toBe(`end\n${IMAGE}\n`);
  });
});
