#!/usr/bin/env python3
"""Writes data/sample/*.in and data/secret/*.in (fixed seeds). Run from the package folder."""
import os, random

def write(path, T, a):
    n = len(a)
    assert 1 <= n <= 10**5 and 2 <= T <= 2 * 10**9
    assert all(1 <= x <= 10**9 for x in a) and all(a[i] <= a[i + 1] for i in range(n - 1))
    with open(path, 'w') as f:
        f.write(f"{n} {T}\n{' '.join(map(str, a))}\n")

os.makedirs('data/sample', exist_ok=True)
os.makedirs('data/secret', exist_ok=True)
write('data/sample/01.in', 11, [2, 3, 5, 7, 8, 10])
write('data/sample/02.in', 10, [3, 5, 8])

R = random.Random(99)
B = 10**9
N = 10**5
tests = []
tests.append(('single-item', 8, [4]))
tests.append(('two-items-yes', 7, [3, 4]))
tests.append(('two-items-no', 8, [3, 4]))
tests.append(('two-equal-yes', 10, [5, 5]))
tests.append(('only-self-pair', 12, [1, 6, 13]))
tests.append(('max-sum-yes', 2 * B, [1, 5, B, B]))
tests.append(('max-sum-no', 2 * B, [1, 5, B - 1, B]))
tests.append(('at-the-ends', 101, [1] + [50] * 100 + [100]))
tests.append(('all-equal-yes', 14, [7] * 1000))
tests.append(('all-equal-no', 15, [7] * 1000))
a = sorted(R.randint(1, 50) for _ in range(20))
tests.append(('random-small-yes', a[3] + a[15], a))

def rand_sorted(n, lo, hi):
    return sorted(R.randint(lo, hi) for _ in range(n))

a = rand_sorted(10000, 1, B)
tests.append(('random-medium-yes', a[1234] + a[8890], a))
a = [2 * x for x in rand_sorted(10000, 1, B // 2)]
tests.append(('random-even-odd-target', 2 * R.randint(1, B // 2) + 1, a))
a = rand_sorted(N, 1, B)
tests.append(('max-random-yes-middle', a[N // 2 - 7] + a[N // 2 + 3], a))
a = [2 * x for x in rand_sorted(30000, 1, B // 2)]
tests.append(('large-random-no', 999999999, a))
a = rand_sorted(30000, B // 2, B)
tests.append(('large-big-values-yes', a[-2] + a[-1], a))
a = [1] * (N // 2) + [B] * (N // 2)
tests.append(('max-two-blocks-yes', B + 1, a))
a = list(range(1, 50001))
tests.append(('large-consecutive-no', 100000, a))
a = [3 * x for x in rand_sorted(N - 1, 1, B // 3)]
a.append(B)
a.sort()
tests.append(('max-unique-pair', a[0] + B, a))  # B = 1 (mod 3): every pair must use item B

for i, (name, T, a) in enumerate(tests, 1):
    write(f'data/secret/{i:02d}-{name}.in', T, a)
