import { describe, expect, it } from 'vitest';
import { mentionedUsernames } from '../../src/discussions/discussion-notices';

describe('mentions in a post', () => {
  it('finds @usernames in prose, once each, in order', () => {
    expect(mentionedUsernames('Thanks @ada_l and @Bob.smith, and @ada_l again.')).toEqual([
      'ada_l',
      'Bob.smith',
    ]);
  });

  it('ignores e-mail addresses, words with an @ inside, too-short names and code', () => {
    const text = [
      'Mail me at me@example.com or x@yz',
      '`@in_code_span` and @ab',
      '```cpp',
      'int @not_here = 0;',
      '```',
      'but @real_one counts.',
    ].join('\n');
    expect(mentionedUsernames(text)).toEqual(['real_one']);
  });

  it('tells at most ten people of one post', () => {
    const many = Array.from({ length: 15 }, (_, i) => `@user_${i}`).join(' ');
    expect(mentionedUsernames(many)).toHaveLength(10);
  });
});
