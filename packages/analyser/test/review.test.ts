/**
 * Style, best-practice and security findings, scores, and the AI review shape (docs/product.md#ai-review).
 */
import { aiReviewSchema } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { analyseCode, offlineReview } from '../src';

const joined = (lines: string[]): string => lines.join('\n');

describe('security issues', () => {
  it('flags unbounded C input and copies, and shell commands', async () => {
    const code = joined([
      '#include <stdio.h>',
      '#include <stdlib.h>',
      '#include <string.h>',
      'int main(void) {',
      '    char name[32], copy[32], line[64];',
      '    gets(line);',
      '    scanf("%s", name);',
      '    strcpy(copy, name);',
      '    sprintf(line, "%s!", copy);',
      '    system("ls");',
      '    printf(line);',
      '    return 0;',
      '}',
    ]);
    const issues = joined((await analyseCode(code, 'c')).securityIssues);
    for (const expected of [
      'gets()',
      'scanf("%s")',
      'strcpy',
      'sprintf',
      'Running other programs',
      'non-literal format',
    ])
      expect(issues).toContain(expected);
  });

  it('flags eval/exec and shell=True in Python, and Runtime.exec in Java', async () => {
    const python = await analyseCode(
      'import subprocess\nx = eval(input())\nsubprocess.run(cmd, shell=True)\n',
      'python',
    );
    expect(joined(python.securityIssues)).toMatch(/eval\(\)[\s\S]*Running other programs/);
    const java = await analyseCode(
      'class A { void f() throws Exception { Runtime.getRuntime().exec("ls"); } }',
      'java',
    );
    expect(joined(java.securityIssues)).toContain('Runtime.exec');
  });

  it('finds nothing to flag in careful code', async () => {
    const code =
      '#include <stdio.h>\nint main(void) {\n    char name[32];\n    if (scanf("%31s", name) == 1) printf("%s\\n", name);\n    return 0;\n}\n';
    expect((await analyseCode(code, 'c')).securityIssues).toEqual([]);
  });
});

describe('best practices and speed suggestions', () => {
  it('Python: bare except, mutable default, input() in a loop', async () => {
    const code = joined([
      'def add(item, bucket=[]):',
      '    bucket.append(item)',
      '    return bucket',
      'n = int(input())',
      'for _ in range(n):',
      '    try:',
      '        add(int(input()))',
      '    except:',
      '        pass',
    ]);
    const analysis = await analyseCode(code, 'python');
    expect(joined(analysis.bestPractices)).toContain('The default [] is shared by every call');
    expect(joined(analysis.bestPractices)).toContain('A bare except also catches KeyboardInterrupt');
    expect(joined(analysis.optimizationSuggestions)).toContain('sys.stdin');
  });

  it('Java: broad and empty catch, Scanner and println in loops', async () => {
    const code = joined([
      'import java.util.*;',
      'public class Main {',
      '    public static void main(String[] args) {',
      '        Scanner in = new Scanner(System.in);',
      '        int n = in.nextInt();',
      '        for (int i = 0; i < n; i++) {',
      '            try { System.out.println(in.nextInt() * 2); } catch (Exception e) { }',
      '        }',
      '    }',
      '}',
    ]);
    const analysis = await analyseCode(code, 'java');
    expect(joined(analysis.bestPractices)).toMatch(/Catching Exception[\s\S]*empty catch/);
    expect(joined(analysis.optimizationSuggestions)).toMatch(/BufferedReader[\s\S]*StringBuilder/);
  });

  it('C++: endl in a loop, unsynced cin, and nested loops → hashing hints', async () => {
    const code = joined([
      '#include <bits/stdc++.h>',
      'using namespace std;',
      'int main() {',
      '    int n; cin >> n;',
      '    vector<int> values(n);',
      '    for (int i = 0; i < n; i++) cin >> values[i];',
      '    for (int i = 0; i < n; i++)',
      '        for (int j = i + 1; j < n; j++)',
      '            if (values[i] + values[j] == 0) cout << i << " " << j << endl;',
      '}',
    ]);
    const analysis = await analyseCode(code, 'cpp');
    const suggestions = joined(analysis.optimizationSuggestions);
    expect(suggestions).toContain("'\\n'");
    expect(suggestions).toContain('sync_with_stdio');
    expect(suggestions).toMatch(/hash set[\s\S]*two pointers/);
    expect(analysis.complexity.time).toBe('O(n^2)');
  });

  it('suggests memoising exponential recursion and a set for list lookups in a loop', async () => {
    const fib = await analyseCode(
      'def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n',
      'python',
    );
    expect(joined(fib.optimizationSuggestions)).toContain('memoise');
    const lookups = await analyseCode(
      'seen = []\nfor x in map(int, input().split()):\n    if x not in seen:\n        seen.append(x)\n',
      'python',
    );
    expect(joined(lookups.optimizationSuggestions)).toContain('keep a set');
  });
});

describe('style issues', () => {
  it('names: single letters outside loop counters, and each language convention', async () => {
    const python = await analyseCode(
      'def totalSum(values):\n    s = 0\n    for i in values:\n        s += i\n    return s\n',
      'python',
    );
    expect(joined(python.styleIssues)).toMatch(/Single-letter names for computed values: 's'/);
    expect(joined(python.styleIssues)).toMatch(/snake_case[\s\S]*'totalSum'/);
    const java = await analyseCode(
      'class A { int sum_all(int[] values) { int total_sum = 0; for (int v : values) total_sum += v; return total_sum; } }',
      'java',
    );
    expect(joined(java.styleIssues)).toMatch(/camelCase[\s\S]*'sum_all', 'total_sum'/);
    const cpp = await analyseCode(
      'int main() { int rowCount = 1; int col_count = 2; return rowCount + col_count; }',
      'cpp',
    );
    expect(joined(cpp.styleIssues)).toContain("mix camelCase ('rowCount') and snake_case ('col_count')");
  });

  it('long functions, deep nesting, magic numbers, unused variables, long lines', async () => {
    const body = Array.from({ length: 42 }, (_, i) => `    total += ${i % 2};`);
    const code = joined([
      'int compute(int limit) {',
      '    int total = 0;',
      '    int unusedCounter = 5;',
      ...body,
      '    for (int a = 0; a < limit; a++)',
      '        if (a > 3)',
      '            for (int b = 0; b < limit; b++)',
      '                if (b % 7 == 3)',
      '                    while (total < limit) { total += 86400; }',
      `    return total; // ${'x'.repeat(110)}`,
      '}',
    ]);
    const issues = joined((await analyseCode(code, 'c')).styleIssues);
    expect(issues).toMatch(/Function 'compute' \(line 1\) is \d+ lines long/);
    expect(issues).toMatch(/nested 5 levels deep/);
    expect(issues).toMatch(/Magic numbers 5 \(line 3\), 3 \(line \d+\), 7 \(line \d+\)/);
    expect(issues).toContain("Unused variables: 'unusedCounter'");
    expect(issues).toMatch(/1 line\(s\) longer than 100 characters/);
  });

  it('does not flag loop counters, named constants or used variables', async () => {
    const code =
      'MOD = 10**9 + 7\nn = int(input())\ntotal = 0\nfor i in range(n):\n    total = (total + i) % MOD\nprint(total)\n';
    expect((await analyseCode(code, 'python')).styleIssues).toEqual([]);
  });
});

describe('scores and the review shape', () => {
  const clean = joined([
    'import sys',
    '',
    '',
    'def count_pairs(values, target):',
    '    """Pairs summing to target, counted with a hash map."""',
    '    seen = {}',
    '    pairs = 0',
    '    for value in values:',
    '        pairs += seen.get(target - value, 0)',
    '        seen[value] = seen.get(value, 0) + 1',
    '    return pairs',
    '',
    '',
    'def main():',
    '    data = sys.stdin.read().split()',
    '    target = int(data[0])',
    '    print(count_pairs(list(map(int, data[1:])), target))',
    '',
    '',
    'main()',
  ]);
  const messy = joined([
    'from math import *',
    'def countPairs(a, t, cache=[]):',
    '    global r',
    '    r = 0',
    '    x = 12345',
    '    for i in range(len(a)):',
    '        for j in range(len(a)):',
    '            if i < j:',
    '                if a[i] + a[j] == t:',
    '                    if a[i] != 999:',
    '                        r = eval(str(r + 1))',
    '    return r',
    'try:',
    '    print(countPairs(list(map(int, input().split())), int(input())))',
    'except:',
    '    pass',
  ]);

  it('fills the AI review shape with scores out of 10', async () => {
    const review = await offlineReview(clean, 'python');
    expect(aiReviewSchema.omit({ plagiarismScore: true }).parse(review)).toEqual(review);
    expect(review.complexityAnalysis).toEqual({ time: 'O(n)', space: 'O(n)' });
    expect(review.codeQuality).toBeGreaterThanOrEqual(9);
    expect(review.readabilityScore).toBeGreaterThanOrEqual(9);
  });

  it('scores worse code lower, deterministically', async () => {
    const good = await offlineReview(clean, 'python');
    const bad = await offlineReview(messy, 'python');
    expect(bad.codeQuality).toBeLessThan(good.codeQuality - 3);
    expect(bad.readabilityScore).toBeLessThan(good.readabilityScore - 2);
    for (const score of [bad.codeQuality, bad.readabilityScore]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
    }
    expect(await offlineReview(messy, 'python')).toEqual(bad);
  });

  it('reads the approach in one line for the hint generator', async () => {
    const code =
      'n = int(input())\nvalues = sorted(map(int, input().split()))\nleft, right = 0, n - 1\nwhile left < right:\n    if values[left] + values[right] > 0:\n        right -= 1\n    else:\n        left += 1\n';
    const analysis = await analyseCode(code, 'python');
    expect(analysis.patterns).toEqual(expect.arrayContaining(['sorting', 'two-pointers']));
    expect(analysis.reading).toBe('Reads as: sorting, two pointers — O(n log n) time, O(n) extra space.');
  });

  it('copes with empty and broken code', async () => {
    const empty = await analyseCode('', 'java');
    expect(empty.complexity).toEqual({ time: 'O(1)', space: 'O(1)' });
    const broken = await analyseCode('int main() {\n  for (int i = 0; i < n; i++ {\n    x +=;\n', 'cpp');
    expect(broken.metrics.syntaxErrorLines.length).toBeGreaterThan(0);
    expect(broken.bestPractices[0]).toContain('does not parse');
  });
});

describe('remarks a reviewer would not make', () => {
  it('accepts indices, parameters, names read from the input and graph letters; questions the rest', async () => {
    const code = joined([
      'int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }',
      'int main() {',
      '    int n, c;',
      '    scanf("%d %d", &n, &c);',
      '    int l = 0, r = n - 1, u = 0, s = 0, g = 0;',
      '    while (l < r) { s += l * r + u; l++; r--; g = gcd(g, s); }',
      '    printf("%d %d\\n", s, g);',
      '}',
    ]);
    const issues = joined((await analyseCode(code, 'c')).styleIssues);
    expect(issues).toContain("Single-letter names for computed values: 's', 'g'.");
  });

  it('names no size, round bound, bit layout, digit base or offset as a magic number', async () => {
    const code = joined([
      'import sys',
      'data = sys.stdin.read().split()',
      'cnt = [0] * 26',
      'INF = 10 ** 18',
      'total = 0',
      'for i in range(int(data[0])):',
      '    x = int(data[3 + 2 * i])',
      '    total += (x % 10) * (x >> 20) + (x & 255) + 1000000000',
      '    if x > 37:',
      '        total += 1',
      'print(total % 1000000007, cnt[0], INF)',
    ]);
    const issues = joined((await analyseCode(code, 'python')).styleIssues);
    expect(issues).toContain('Magic numbers 37 (line 9), 1000000007 (line 11)');
  });

  it('tells a hand-written quadratic sort to use the library sort, naming the array', async () => {
    const bubble = joined([
      'n = int(input())',
      'a = list(map(int, input().split()))',
      'for i in range(n):',
      '    for j in range(n - 1 - i):',
      '        if a[j] > a[j + 1]:',
      '            a[j], a[j + 1] = a[j + 1], a[j]',
      'print(*a)',
    ]);
    const python = (await analyseCode(bubble, 'python')).optimizationSuggestions;
    expect(joined(python)).toContain("Line 3: 'a' is sorted by hand in O(n^2)");
    expect(joined(python)).toContain('use the library sort, a.sort()');
    const insertion = joined([
      'class S { static void sort(int[] values) {',
      '  for (int i = 1; i < values.length; i++) {',
      '    int key = values[i]; int j = i - 1;',
      '    while (j >= 0 && values[j] > key) { values[j + 1] = values[j]; j--; }',
      '    values[j + 1] = key;',
      '  }',
      '} }',
    ]);
    const java = (await analyseCode(insertion, 'java')).optimizationSuggestions;
    expect(joined(java)).toContain('Arrays.sort(values)');
    const selection = joined([
      'void order(vector<int> &arr, int n) {',
      '  for (int i = 0; i < n; i++)',
      '    for (int j = i + 1; j < n; j++)',
      '      if (arr[j] < arr[i]) swap(arr[i], arr[j]);',
      '}',
    ]);
    const cpp = (await analyseCode(selection, 'cpp')).optimizationSuggestions;
    expect(joined(cpp)).toContain("Line 2: 'arr' is sorted by hand");
    expect(joined(cpp)).toContain('sort(arr.begin(), arr.end())');
    const inversions = joined([
      'n = int(input())',
      'a = list(map(int, input().split()))',
      'print(sum(1 for i in range(n) for j in range(i + 1, n) if a[i] > a[j]))',
      'count = 0',
      'for i in range(n):',
      '    for j in range(i + 1, n):',
      '        if a[i] > a[j]:',
      '            count += 1',
    ]);
    expect(joined((await analyseCode(inversions, 'python')).optimizationSuggestions)).not.toContain(
      'library sort',
    );
  });

  it('flags running other programs in every language', async () => {
    const python = joined([
      'import os, subprocess',
      'from subprocess import check_output as run_it',
      'subprocess.run(["ls"])',
      'os.execvp("ls", ["ls"])',
      'run_it(["ls"])',
    ]);
    expect(joined((await analyseCode(python, 'python')).securityIssues)).toMatch(
      /Line 3: Running other programs[\s\S]*\(and 2 more places\)/,
    );
    const c = 'int main(void) { execvp("ls", 0); fork(); return 0; }';
    expect(joined((await analyseCode(c, 'c')).securityIssues)).toContain('Running other programs');
  });

  it('gives no bulk I/O advice to an interaction, nor to a print that leaves the loop', async () => {
    const interactive = joined([
      'lo, hi = 1, int(input())',
      'while lo < hi:',
      '    mid = (lo + hi) // 2',
      '    print("?", mid, flush=True)',
      '    if input() == "bad":',
      '        hi = mid',
      '    else:',
      '        lo = mid + 1',
      'for v in range(lo):',
      '    if v * v == lo:',
      '        print(v)',
      '        break',
    ]);
    const advice = joined((await analyseCode(interactive, 'python')).optimizationSuggestions);
    expect(advice).not.toContain('print() in a loop');
    expect(advice).not.toContain('input() in a loop');
  });

  it('keeps advice to where it applies: DP rows, triple loops, recursion depth, unused input', async () => {
    const floyd = joined([
      'n = int(input())',
      'd = [list(map(int, input().split())) for _ in range(n)]',
      'for k in range(n):',
      '    for i in range(n):',
      '        for j in range(n):',
      '            d[i][j] = min(d[i][j], d[i][k] + d[k][j])',
      'print(d)',
    ]);
    expect(joined((await analyseCode(floyd, 'python')).optimizationSuggestions)).not.toContain(
      'Three nested',
    );
    const memo = joined([
      'from functools import lru_cache',
      'n, m = map(int, input().split())',
      '@lru_cache(maxsize=None)',
      'def paths(r, c):',
      '    if r == 0 or c == 0:',
      '        return 1',
      '    return paths(r - 1, c) + paths(r, c - 1)',
      'print(paths(n, n))',
    ]);
    const review = await analyseCode(memo, 'python');
    expect(review.complexity.time).toBe('O(n^2)');
    expect(joined(review.optimizationSuggestions)).not.toContain('two rows');
    expect(joined(review.optimizationSuggestions)).toContain("'paths' recurses about n deep");
    expect(joined(review.styleIssues)).not.toContain('Unused');
    const subsets =
      'def go(i, s):\n    if i == 0:\n        return s\n    return go(i - 1, s) + go(i - 1, s + i)\n';
    expect(joined((await analyseCode(subsets, 'python')).optimizationSuggestions)).not.toContain('recurses');
  });
});
