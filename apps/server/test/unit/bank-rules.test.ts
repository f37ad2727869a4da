/** The bank's own rules: an accepted solution in each language a package file can be written in. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bankRuleViolations } from '../../src/problems/bank-rules';
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
});
