/**
 * Bank statements write math as math (problems/README.md, "statement"): every one of the bank's
 * statements keeps its bounds, subscripts and relations inside `$…$`, and the rule that holds them to it
 * sees a bound written as plain text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bankRuleViolations } from '../../src/problems/bank-rules';
import { readProblemPackage } from '../../src/problems/package/read-package';
import { plainMathIn } from '../../src/problems/statement-math';

const bank = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../problems');
const packages = fs
  .readdirSync(bank, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('math in statements', () => {
  it('finds bounds, subscripts and relations written outside $…$', () => {
    expect(plainMathIn('- 1 ≤ n ≤ 10^5')).toHaveLength(1);
    expect(plainMathIn('n is at most 2*10^5.')).toEqual(['a power outside $…$: n is at most 2*10^5.']);
    expect(plainMathIn('n is at most 2 * 10 to the fifth')).toHaveLength(1);
    expect(plainMathIn('the values a_1, a_2')).toEqual(['a subscript outside $…$: the values a_1, a_2']);
    expect(plainMathIn('x ≠ y')).toHaveLength(1);
  });

  it('leaves math in $…$ and $$…$$, code, and plain prose alone', () => {
    expect(plainMathIn('- $1 \\le n \\le 2 \\cdot 10^5$ and $c_1$')).toEqual([]);
    expect(plainMathIn('$$\nT(v) = p_1 \\cdot d(1, v)\n$$')).toEqual([]);
    expect(plainMathIn('print `a_b` or\n```\n2^10\n```')).toEqual([]);
    expect(plainMathIn('A 32-bit integer, the i-th line, 1 000 000 007.')).toEqual([]);
  });

  it(`holds in every statement of the bank (${packages.length} problems)`, () => {
    expect(packages).toHaveLength(42);
    for (const slug of packages) {
      const statement = fs.readFileSync(path.join(bank, slug, 'statement', 'problem.en.md'), 'utf8');
      expect(plainMathIn(statement), slug).toEqual([]);
      expect(statement, `${slug} has no math in $…$`).toMatch(/\$[^$\n]+\$/);
    }
  });

  it('is a bank rule: a package whose statement writes 10^5 as text breaks it', () => {
    const pkg = readProblemPackage(path.join(bank, 'gift-card-pair'));
    expect(bankRuleViolations(pkg)).toEqual([]);
    const plain = {
      ...pkg,
      blocks: pkg.blocks.map((block) =>
        block.type === 'constraints' ? { ...block, value: '- 1 ≤ n ≤ 10^5' } : block,
      ),
    };
    expect(bankRuleViolations(plain)).toEqual(['the statement writes a power outside $…$: - 1 ≤ n ≤ 10^5']);
  });
});
