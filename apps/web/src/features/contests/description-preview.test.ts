import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './description-preview';

describe('description preview', () => {
  it('keeps the first paragraph as plain words', () => {
    expect(
      descriptionPreview('## Weekly **42**\nFour problems, see [the rules](/rules).\n\nMore below.'),
    ).toBe('Weekly 42 Four problems, see the rules.');
  });
  it('drops images, code and list marks but keeps underscores in names', () => {
    expect(descriptionPreview('![logo](/x.png) - Use `snake_case` names ~~not~~')).toBe(
      'Use snake_case names not',
    );
  });
  it('is empty for an empty description', () => {
    expect(descriptionPreview('  \n ')).toBe('');
  });
});
