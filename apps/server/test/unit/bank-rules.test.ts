/** The bank's own rules: an accepted solution in each language a package file can be written in, and clean editorials. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bankRuleViolations } from '../../src/problems/bank-rules';
import { editorialViolations, packageEditorialViolations } from '../../src/problems/editorial-rules';
import { readProblemPackage } from '../../src/problems/package/read-package';

const bank = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../problems');

describe('bank rules', () => {
  it('asks for C, C++, Java and Python solutions; PyPy 3 runs the Python one', () => {
    const pkg = readProblemPackage(path.join(bank, 'gift-card-pair'));
    expect(bankRuleViolations(pkg)).toEqual([]);
    const withoutPython = {
      ...pkg,
      submissions: pkg.submissions.filter((submission) => submission.language !== 'python'),
    };
    expect(bankRuleViolations(withoutPython)).toEqual(['no accepted solution in Python']);
  });

  it('asks for a small-test generator, read from generators/small.py', () => {
    const pkg = readProblemPackage(path.join(bank, 'gift-card-pair'));
    expect(pkg.smallGenerator).toContain('--size');
    expect(bankRuleViolations({ ...pkg, smallGenerator: null })).toEqual([
      'no small-test generator (generators/small.py)',
    ]);
  });
});

describe('bank editorials', () => {
  const text = (markdown: string) => new TextEncoder().encode(markdown);

  it('passes Markdown with inline and displayed math, and code that holds < and $', () => {
    const markdown = [
      '## Idea',
      '',
      'Keep $\\mathit{tails}[k]$ with $i < j$ and',
      '$a_i \\le a_j$ across a line break; it costs \\$5.',
      '',
      '$$',
      'T(v) = T(u) + w \\cdot (P - 2 s)',
      '$$',
      '',
      '```cpp',
      '#include <vector>',
      'printf("$");',
      '```',
      '',
      'Write `<div>` or `$` in code freely.',
    ].join('\n');
    expect(editorialViolations(text(markdown))).toEqual([]);
  });

  it('refuses an empty file, bytes that are not UTF-8, raw HTML and an unclosed $', () => {
    expect(editorialViolations(text(' \n'))).toEqual(['the editorial is empty']);
    expect(editorialViolations(new Uint8Array([0x23, 0x20, 0xff, 0xfe]))).toEqual([
      'the editorial is not UTF-8',
    ]);
    expect(editorialViolations(text('See <img src="x.png"> here.'))).toEqual([
      'the editorial writes raw HTML (<img): See <img src="x.png"> here.',
    ]);
    expect(editorialViolations(text('A <script>alert(1)</script>\n\n<!-- note -->'))).toHaveLength(2);
    expect(editorialViolations(text('Time is $O(n \\log n).\n\nFine: $n$.'))).toEqual([
      'an unclosed $ in: Time is $O(n \\log n).',
    ]);
    expect(editorialViolations(text('$$\nx^2'))).toEqual(['an unclosed $$ in: $$\nx^2']);
  });

  it('holds for every editorial in the bank', () => {
    const withEditorial = fs
      .readdirSync(bank)
      .filter((slug) => fs.existsSync(path.join(bank, slug, 'editorial.md')));
    expect(withEditorial.length).toBeGreaterThanOrEqual(10);
    for (const slug of withEditorial)
      expect(packageEditorialViolations(path.join(bank, slug)), slug).toEqual([]);
  });
});
