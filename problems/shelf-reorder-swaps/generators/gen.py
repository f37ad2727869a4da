#!/usr/bin/env python3
"""Writes data/sample/*.in and data/secret/*.in (fixed seeds). Run from the package folder."""
import os, random

def write(path, a, b):
    n = len(a)
    assert 1 <= n <= 2 * 10**5 and len(b) == n
    assert all(1 <= x <= 10**9 for x in a + b)
    with open(path, 'w') as f:
        f.write(f"{n}\n{' '.join(map(str, a))}\n{' '.join(map(str, b))}\n")

os.makedirs('data/sample', exist_ok=True)
os.makedirs('data/secret', exist_ok=True)
write('data/sample/01.in', [3, 1, 2], [1, 2, 3])
write('data/sample/02.in', [5, 7, 5, 7], [7, 5, 5, 7])
write('data/sample/03.in', [1, 4], [2, 3])

R = random.Random(141421)
B = 10**9
N = 2 * 10**5
def shuffled(x):
    y = list(x)
    R.shuffle(y)
    return y

tests = []
tests.append(('single-same', [9], [9]))
tests.append(('single-different', [9], [8]))
tests.append(('two-swap', [2, 1], [1, 2]))
tests.append(('already-equal', [4, 4, 1, 7, 4], [4, 4, 1, 7, 4]))
tests.append(('all-same-code', [6] * 1000, [6] * 1000))
tests.append(('same-sum-different-books', [1, 5, 5, 9], [2, 4, 5, 9]))
tests.append(('one-extra-copy', [1, 1, 2], [1, 2, 2]))
tests.append(('interleaved-duplicates', [1, 1, 2], [1, 2, 1]))
tests.append(('duplicates-small', [3, 1, 3, 2, 1, 3], [1, 3, 2, 3, 3, 1]))
a = [R.randint(1, 4) for _ in range(12)]
tests.append(('random-tiny', a, shuffled(a)))
a = [R.randint(1, 50) for _ in range(300)]
tests.append(('random-small-dupes', a, shuffled(a)))
a = R.sample(range(1, B + 1), 2000)
tests.append(('random-distinct-big', a, shuffled(a)))
a = sorted(R.randint(1, 10) for _ in range(3000))
tests.append(('sorted-to-reversed', a, a[::-1]))
a = [R.randint(1, 30) for _ in range(20000)]
b = shuffled(a)
b[R.randrange(len(b))] += 1
tests.append(('large-one-code-differs', a, b))
a = [B, 1] * 5000
tests.append(('alternating-to-blocks', a, [1] * 5000 + [B] * 5000))
a = list(range(1, 30001))
b = a[1:] + a[:1]
tests.append(('rotation-by-one', a, b))
# maximal tests (the answer exceeds 2^31; quadratic simulations are far too slow)
a = sorted((R.randint(1, 99) for _ in range(N)), reverse=True)
tests.append(('max-reverse-sorted', a, sorted(a)))
a = [R.randint(1, 9) for _ in range(N)]
tests.append(('max-random-dupes', a, shuffled(a)))
a = [R.randint(1, 3) for _ in range(N)]
b = sorted(a, reverse=True)
tests.append(('max-three-codes', sorted(a), b))
a = R.sample(range(1, B + 1), 25000)
tests.append(('large-distinct-reversed', a, a[::-1]))
for i, (name, a, b) in enumerate(tests, 1):
    write(f'data/secret/{i:02d}-{name}.in', a, b)
