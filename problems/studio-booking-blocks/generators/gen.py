#!/usr/bin/env python3
"""Writes data/sample/*.in and data/secret/*.in (fixed seeds). Run from the package folder."""
import os, random

def write(path, bookings):
    n = len(bookings)
    assert 1 <= n <= 150000
    assert all(0 <= s <= 10**9 and 1 <= d <= 2 * 10**9 for s, d in bookings)
    with open(path, 'w') as f:
        f.write(f"{n}\n" + ''.join(f"{s} {d}\n" for s, d in bookings))

os.makedirs('data/sample', exist_ok=True)
os.makedirs('data/secret', exist_ok=True)
write('data/sample/01.in', [(10, 5), (1, 3), (12, 6), (4, 2), (25, 1)])
write('data/sample/02.in', [(0, 100), (20, 10), (50, 5)])

R = random.Random(8080)
B = 10**9
D = 2 * 10**9
M = 150000
tests = []
tests.append(('single', [(0, 1)]))
tests.append(('single-huge', [(B, D)]))
tests.append(('two-touching', [(5, 4), (2, 3)]))
tests.append(('two-gap-of-one', [(2, 3), (6, 4)]))
tests.append(('nested', [(1, 10), (2, 1), (4, 1), (9, 1)]))
tests.append(('long-then-short-inside', [(0, 50), (10, 5), (30, 5), (49, 1), (51, 2)]))
tests.append(('identical', [(7, 3)] * 5))
tests.append(('chain-touching', [(3 * i, 3) for i in R.sample(range(1000), 1000)]))
tests.append(('random-small', [(R.randint(0, 60), R.randint(1, 6)) for _ in range(25)]))
tests.append(('random-medium', [(R.randint(0, 10**6), R.randint(1, 300)) for _ in range(20000)]))
tests.append(('overflow-total', [(0, D), (B, D)]))
tests.append(('overflow-separate', [(0, B - 10), (B, D), (5, 3)]))
tests.append(('huge-and-tiny', [(R.randint(0, B), R.randint(1, 1000)) for _ in range(999)] + [(B, D)]))
tests.append(('random-wide', [(R.randint(0, B), R.randint(1, D)) for _ in range(5000)]))
tests.append(('random-wide-short', [(R.randint(0, B), R.randint(1, 10**4)) for _ in range(10000)]))
# maximal tests: many separate blocks (slow for solutions that compare every booking with every block)
pos = list(range(0, 6 * M, 6))
R.shuffle(pos)
tests.append(('max-all-separate', [(p, R.randint(1, 5)) for p in pos]))
pos = list(range(0, 6 * M, 6))
R.shuffle(pos)
tests.append(('max-separate-and-touching', [(p, R.choice([5, 6, 6])) for p in pos]))
b = [(R.randint(0, 3 * 10**5), R.randint(1, 9)) for _ in range(40000)]
tests.append(('large-random-dense', b))
b = [(i * 3, 2) for i in range(40000)]
R.shuffle(b)
b.append((0, 40000))  # one booking swallows the first third of the others
tests.append(('large-one-long-cover', b))
for i, (name, b) in enumerate(tests, 1):
    write(f'data/secret/{i:02d}-{name}.in', b)
