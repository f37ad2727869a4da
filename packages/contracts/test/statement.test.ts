import { describe, expect, it } from 'vitest';
import { statementBlocks, statementImageUrl } from '../src/statement';

const servedFrom = (problemId: string) => (file: string) => statementImageUrl(problemId, file);

describe('statementBlocks', () => {
  it('splits text, constraints and images as the problem page shows them', () => {
    const markdown = [
      '# Story',
      'Add $a$ and $b$.',
      '',
      '![](figure.png)',
      'More text.',
      '## Constraints',
      '- $1 \\le a, b \\le 10^9$',
      '# Output',
      'Print the sum.',
    ].join('\r\n');
    expect(statementBlocks(markdown, servedFrom('a-plus-b'))).toEqual([
      { type: 'text', value: '# Story\nAdd $a$ and $b$.' },
      { type: 'image', value: '/uploads/problems/a-plus-b/figure.png' },
      { type: 'text', value: 'More text.' },
      { type: 'constraints', value: '- $1 \\le a, b \\le 10^9$' },
      { type: 'text', value: '# Output\nPrint the sum.' },
    ]);
  });

  it('leaves an image inside a line and a full URL to the Markdown', () => {
    expect(statementBlocks('See ![](a.png) here.\n![](https://x.org/b.png)', servedFrom('p'))).toEqual([
      { type: 'text', value: 'See ![](a.png) here.\n![](https://x.org/b.png)' },
    ]);
  });

  it('has no blocks for an empty statement', () => {
    expect(statementBlocks('  \n\n', servedFrom('p'))).toEqual([]);
  });
});
