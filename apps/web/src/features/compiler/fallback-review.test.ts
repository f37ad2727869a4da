import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { estimateComplexity, fallbackReview, loopDepth } from './fallback-review';

const python = {
  constant: 'a, b = map(int, input().split())\nprint(a + b)\n',
  linear: 'n = int(input())\ntotal = 0\nfor i in range(n):\n    total += i\nprint(total)\n',
  quadratic: 'for i in range(n):\n    for j in range(n):\n        print(i, j)\n',
  siblings: 'for i in range(n):\n    pass\nfor j in range(n):\n    pass\n',
  binarySearch:
    'lo, hi = 0, n\nwhile lo < hi:\n    mid = (lo + hi) // 2\n    if a[mid] < x:\n        lo = mid + 1\n    else:\n        hi = mid\n',
  sorting: 'a = sorted(list(map(int, input().split())))\nprint(a[0])\n',
};

const cpp = `#include <bits/stdc++.h>
int main() {
    int n; std::cin >> n;
    std::vector<int> a(n);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            for (int k = 0; k < n; k++) {
                a[i] += j * k;
            }
        }
    }
}
`;

describe('loopDepth', () => {
  it('counts nested loops by indentation, not loops side by side', () => {
    expect(loopDepth(python.constant)).toBe(0);
    expect(loopDepth(python.linear)).toBe(1);
    expect(loopDepth(python.quadratic)).toBe(2);
    expect(loopDepth(python.siblings)).toBe(1);
    expect(loopDepth(cpp)).toBe(3);
  });
});

describe('estimateComplexity', () => {
  it('guesses time from loops, halving and sorting', () => {
    expect(estimateComplexity(python.constant).time).toBe('O(1)');
    expect(estimateComplexity(python.linear).time).toBe('O(n)');
    expect(estimateComplexity(python.quadratic).time).toBe('O(n^2)');
    expect(estimateComplexity(python.binarySearch).time).toBe('O(log n)');
    expect(estimateComplexity(python.sorting).time).toBe('O(n log n)');
    expect(estimateComplexity(cpp).time).toBe('O(n^3)');
  });

  it('guesses space from the collections the code builds', () => {
    expect(estimateComplexity(python.constant).space).toBe('O(1)');
    expect(estimateComplexity(python.sorting).space).toBe('O(n)');
    expect(estimateComplexity(cpp).space).toBe('O(n)');
  });
});

describe('fallbackReview', () => {
  it('is the basic analysis: scores 5, a guessed complexity, the apology, plagiarism 0', () => {
    expect(fallbackReview(python.linear, englishT)).toEqual({
      codeQuality: 5,
      readabilityScore: 5,
      complexityAnalysis: { time: 'O(n)', space: 'O(1)' },
      optimizationSuggestions: ['Could not get AI review. Please try again later.'],
      bestPractices: [],
      styleIssues: ['AI review service unavailable'],
      plagiarismScore: 0,
      securityIssues: [],
    });
  });
});
