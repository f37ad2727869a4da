/** Hint 2 without an LLM, and the language guess for reviews that do not name one. */
import { describe, expect, it } from 'vitest';
import { guessLanguage } from '../src/ai/guess-language';
import { offlineHint } from '../src/ai/offline-hint';

const problem = {
  title: 'Pairs',
  difficulty: 'Medium' as const,
  tags: ['Two Pointers', 'Sorting'],
  constraints: '- 1 ≤ n ≤ 2·10^5\n- 1 ≤ a_i ≤ 10^9',
  staticHint: null,
};

describe('offline hint 2', () => {
  it('combines the budget, the tags and what the current code does', async () => {
    const code =
      'n=int(input())\na=list(map(int,input().split()))\nc=0\nfor i in range(n):\n    for j in range(i+1,n):\n        if a[i]+a[j]<=10: c+=1\nprint(c)\n';
    const hint = await offlineHint({ problem, code, language: 'python' });
    expect(hint).toMatch(/O\(n log n\)/);
    expect(hint).toMatch(/Two Pointers/);
    expect(hint).toMatch(/O\(n\^2\) will not pass the largest tests/);
  });

  it('does not call an amortised linear solution too slow', async () => {
    // A monotonic stack: the inner while pops what the outer loop pushed, so it is O(n) in all.
    const code = [
      'n = int(input())',
      'h = list(map(int, input().split()))',
      'ans = [0] * n',
      'st = []',
      'for j in range(n):',
      '    while st and h[st[-1]] < h[j]:',
      '        i = st.pop()',
      '        ans[i] = j - i',
      '    st.append(j)',
      'print(*ans)',
      '',
    ].join('\n');
    const hint = await offlineHint({ problem: { ...problem, tags: ['Stack'] }, code, language: 'python' });
    expect(hint).toMatch(/reads as: a monotonic stack or queue — O\(n\) time/);
    expect(hint).not.toMatch(/will not pass/);
  });

  it('lets two nested loops over two different sizes pass when their product fits', async () => {
    const knapsack = {
      ...problem,
      tags: ['Dynamic Programming'],
      constraints: '- 1 ≤ n ≤ 500\n- 1 ≤ W ≤ 10^4',
    };
    const code = [
      'n, W = map(int, input().split())',
      'best = [0] * (W + 1)',
      'for _ in range(n):',
      '    w, v = map(int, input().split())',
      '    for c in range(W, w - 1, -1):',
      '        best[c] = max(best[c], best[c - w] + v)',
      'print(best[W])',
      '',
    ].join('\n');
    const hint = await offlineHint({ problem: knapsack, code, language: 'python' });
    expect(hint).toMatch(/O\(n\^2\) time/);
    expect(hint).toMatch(/still fit/);
    expect(hint).not.toMatch(/will not pass/);
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
