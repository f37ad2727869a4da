#!/usr/bin/env python3
"""Writes data/sample/*.in and data/secret/*.in (fixed seeds). Run from the package folder."""
import os, random

def write(path, p):
    assert 2 <= len(p) <= 10**5 and all(abs(x) <= 10**9 for x in p)
    with open(path, 'w') as f:
        f.write(f"{len(p)}\n{' '.join(map(str, p))}\n")

os.makedirs('data/sample', exist_ok=True)
os.makedirs('data/secret', exist_ok=True)
write('data/sample/01.in', [12, 3, 20, 7, 16])
write('data/sample/02.in', [5, -2, 5, 5, 9])

R = random.Random(4242)
B = 10**9
N = 10**5
tests = []
tests.append(('two-extremes', [B, -B]))
tests.append(('two-same', [-17, -17]))
tests.append(('two-adjacent', [0, 1]))
tests.append(('three-same', [8, 8, 8]))
tests.append(('two-groups-of-dupes', [4, 1, 4, 1, 1, 9, 4, 4]))
tests.append(('one-dupe-pair-among-many', [10, 40, 25, 70, 55, 25, 100]))
tests.append(('equal-spacing', [R.sample(range(-50, 51), 101)][0]))
tests.append(('negative-only', [-B + 5 * i for i in R.sample(range(1000), 1000)]))
tests.append(('random-small', [R.randint(-1000, 1000) for _ in range(30)]))
tests.append(('huge-gaps-distinct', [-B, 0, B]))
tests.append(('gap-over-int-range', [-B, B - 1, B]))
pts = R.sample(range(-B, B, 7), 20000)
tests.append(('random-distinct-medium', pts))
v = list(range(-B, -B + 3 * 30000, 3))
R.shuffle(v)
tests.append(('arith-progression', v))
tests.append(('max-all-equal', [7] * N))
tests.append(('large-two-values', [R.choice([-1, 1]) for _ in range(N)]))
tests.append(('max-random-wide', [R.randint(-B, B) for _ in range(N)]))
tests.append(('max-few-values', [R.choice([-B, -1, 0, 7, B]) for _ in range(N)]))
v = [R.randint(-B, B - 1) for _ in range(30000)]
v = v + [x + 1 for x in v]
R.shuffle(v)
tests.append(('large-pairs-at-one', v))
v = list(range(-B, -B + 2 * 40000, 2))
v[R.randrange(40000)] = v[0]
R.shuffle(v)
tests.append(('single-duplicate-hidden', v))
for i, (name, p) in enumerate(tests, 1):
    write(f'data/secret/{i:02d}-{name}.in', p)
