/** Hint 2 without an LLM, and the language guess for reviews that do not name one. */
import { describe, expect, it } from 'vitest';
import { guessLanguage } from '../src/ai/guess-language';
import { complexityBudget, offlineHint } from '../src/ai/offline-hint';

const problem = {
  title: 'Pairs',
  difficulty: 'Medium' as const,
  tags: ['Two Pointers', 'Sorting'],
  constraints: '- 1 ≤ n ≤ 2·10^5\n- 1 ≤ a_i ≤ 10^9',
  staticHint: null,
};

describe('complexity budget from the constraints', () => {
  it('reads the largest size and ignores value bounds', () => {
    expect(complexityBudget('- 1 ≤ n ≤ 2·10^5\n- |a_i| ≤ 10^9')).toMatch(
      /about 2·10\^5, aim for O\(n log n\) or O\(n\)/,
    );
    expect(complexityBudget('- 1 ≤ n ≤ 5000')).toMatch(/O\(n\^2\) fits/);
    expect(complexityBudget('- 1 ≤ n ≤ 20')).toMatch(/every subset/);
    expect(complexityBudget('- 1 ≤ n ≤ 300')).toMatch(/O\(n\^3\)/);
    expect(complexityBudget(null)).toBeNull();
    expect(complexityBudget('no numbers here')).toBeNull();
  });
});

describe('offline hint 2', () => {
  it('combines the budget, the tags and what the current code does', async () => {
    const code =
      'n=int(input())\na=list(map(int,input().split()))\nc=0\nfor i in range(n):\n    for j in range(i+1,n):\n        if a[i]+a[j]<=10: c+=1\nprint(c)\n';
    const hint = await offlineHint({ problem, code, language: 'python' });
    expect(hint).toMatch(/O\(n log n\)/);
    expect(hint).toMatch(/Two Pointers/);
    expect(hint).toMatch(/O\(n\^2\) will not pass the largest tests/);
  });

  it('asks for a first version when there is no code', async () => {
    expect(await offlineHint({ problem })).toMatch(/Write a first version/);
  });
});

describe('guessing the language', () => {
  it.each([
    ['#include <bits/stdc++.h>\nint main(){std::cout<<1;}', 'cpp'],
    ['#include <stdio.h>\nint main(void){printf("1");}', 'c'],
    ['public class Main { public static void main(String[] a) { System.out.println(1); } }', 'java'],
    ['print(sum(map(int, input().split())))', 'python'],
  ])('%s is %s', (code, language) => {
    expect(guessLanguage(code)).toBe(language);
  });
});
