#!/usr/bin/env python3
"""Writes data/sample/*.in and data/secret/*.in (fixed seeds). Run from the package folder."""
import os, random

def write(path, n, h, d):
    assert n == len(d) and 1 <= n <= 10**5 and abs(h) <= 10**9 and all(abs(x) <= 10**9 for x in d)
    with open(path, 'w') as f:
        f.write(f"{n} {h}\n{' '.join(map(str, d))}\n")

os.makedirs('data/sample', exist_ok=True)
os.makedirs('data/secret', exist_ok=True)
write('data/sample/01.in', 5, 100, [20, -50, 10, -30, 70])
write('data/sample/02.in', 3, -7, [0, 0, 0])

R = random.Random(20240601)
N = 10**5
B = 10**9
tests = []
tests.append(('single-up', 1, 0, [5]))
tests.append(('single-down', 1, 0, [-5]))
tests.append(('single-zero', 1, 42, [0]))
tests.append(('single-extreme', 1, -B, [-B]))
tests.append(('small-mixed', 6, 3, [-1, 4, -6, 2, 2, -1]))
tests.append(('start-is-max', 4, 10, [-1, -2, 1, -5]))
tests.append(('start-is-min', 4, -10, [1, 2, -1, 5]))
tests.append(('end-back-to-start', 4, 0, [3, -3, -3, 3]))
tests.append(('all-zero', 1000, 123456789, [0] * 1000))
tests.append(('random-small', 50, R.randint(-100, 100), [R.randint(-20, 20) for _ in range(50)]))
tests.append(('random-medium', 5000, R.randint(-B, B), [R.randint(-10**6, 10**6) for _ in range(5000)]))
tests.append(('max-all-up', N, B, [B] * N))
tests.append(('large-all-down', N // 4, -B, [-B] * (N // 4)))
tests.append(('large-up-then-down', N // 5, 0, [B] * (N // 10) + [-B] * (N // 10)))
tests.append(('large-down-then-up', N // 5, 0, [-B] * (N // 10) + [B] * (N // 10)))
tests.append(('max-random', N, R.randint(-B, B), [R.randint(-B, B) for _ in range(N)]))
tests.append(('large-drift-up', N // 5, -B, [R.randint(-B, B // 2) * -1 for _ in range(N // 5)]))
tests.append(('max-alternating', N, 0, [1 if i % 2 == 0 else -1 for i in range(N)]))
# crosses the 32-bit range several times: climbs to about 3e9, falls to about -3e9
walk = [B] * 3 + [-B] * 6 + [B] * 3
tests.append(('int-overflow-small', len(walk), 0, walk))
tests.append(('just-above-int', 3, B, [B, 147483647, -1]))
for i, (name, n, h, d) in enumerate(tests, 1):
    write(f'data/secret/{i:02d}-{name}.in', n, h, d)
