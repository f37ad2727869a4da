#!/usr/bin/env python3
"""Writes data/sample/*.in and data/secret/*.in (fixed seeds). Run from the package folder."""
import os, random

def write(path, K, w):
    n = len(w)
    assert 1 <= n <= 2 * 10**5 and 1 <= K <= 2 * 10**9 and all(1 <= x <= 10**9 for x in w)
    with open(path, 'w') as f:
        f.write(f"{n} {K}\n{' '.join(map(str, w))}\n")

os.makedirs('data/sample', exist_ok=True)
os.makedirs('data/secret', exist_ok=True)
write('data/sample/01.in', 150, [80, 60, 95, 70, 55])
write('data/sample/02.in', 100, [50, 50, 50])

R = random.Random(2718)
B = 10**9
N = 2 * 10**5
tests = []
tests.append(('single', 2 * B, [1]))
tests.append(('two-fit', 10, [4, 6]))
tests.append(('two-no-fit', 9, [4, 6]))
tests.append(('self-pair-only', 10, [5, 6, 9]))
tests.append(('all-equal-exact', 100, [50] * 1000))
tests.append(('all-equal-over', 99, [50] * 1000))
tests.append(('k-tiny', 1, [1, 1, 1]))
tests.append(('k-max-all-max', 2 * B, [B] * 500))
tests.append(('k-max-minus-one', 2 * B - 1, [B] * 300 + [B - 1] * 300))
tests.append(('random-small', 50, [R.randint(1, 40) for _ in range(40)]))
tests.append(('random-medium', R.randint(1, 2 * B), [R.randint(1, B) for _ in range(5000)]))
tests.append(('large-big-values', B + 12345, [R.randint(1, B) for _ in range(50000)]))
tests.append(('duplicates-heavy', 1000, [R.choice([1, 499, 500, 501, 999]) for _ in range(20000)]))
tests.append(('none-fit', 10, [R.randint(6, 100) for _ in range(20000)]))
# maximal tests: n = 2*10^5 (quadratic solutions are far too slow); the answer exceeds 2^31
tests.append(('max-all-fit', 2 * B, [R.randint(1, 9999) for _ in range(N)]))
tests.append(('max-random-half', 10000, [R.randint(1, 9999) for _ in range(N)]))
tests.append(('max-skewed', 20000, [R.randint(1, 3000) if R.random() < 0.3 else R.randint(15000, 99999) for _ in range(N)]))
for i, (name, K, w) in enumerate(tests, 1):
    write(f'data/secret/{i:02d}-{name}.in', K, w)
