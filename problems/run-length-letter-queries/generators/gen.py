#!/usr/bin/env python3
"""Writes data/sample/*.in and data/secret/*.in (fixed seeds). Run from the package folder."""
import os, random, string

AL = string.ascii_lowercase

def write(path, runs, queries):
    n, q = len(runs), len(queries)
    assert 1 <= n <= 10**5 and 1 <= q <= 10**5
    L = sum(d for _, d in runs)
    assert all(c in AL and 1 <= d <= 10**9 for c, d in runs)
    assert all(1 <= l <= r <= L and x in AL for l, r, x in queries)
    with open(path, 'w') as f:
        f.write(f"{n} {q}\n")
        f.write(''.join(f"{c} {d}\n" for c, d in runs))
        f.write(''.join(f"{l} {r} {x}\n" for l, r, x in queries))

os.makedirs('data/sample', exist_ok=True)
os.makedirs('data/secret', exist_ok=True)
write('data/sample/01.in', [('a', 3), ('b', 1), ('a', 2), ('c', 4)],
      [(1, 10, 'a'), (3, 5, 'a'), (2, 4, 'b'), (7, 8, 'c'), (1, 6, 'c')])
write('data/sample/02.in', [('z', 1000000000), ('z', 1000000000)], [(999999999, 1000000002, 'z')])

R = random.Random(16180)

def rand_runs(n, maxlen, letters=AL):
    return [(R.choice(letters), R.randint(1, maxlen)) for _ in range(n)]

def rand_queries(runs, q, letters=None, wide=False):
    L = sum(d for _, d in runs)
    used = sorted(set(c for c, _ in runs))
    out = []
    for _ in range(q):
        if wide:
            l = R.randint(1, max(1, L // 50))
            r = R.randint(L - L // 50, L)
        else:
            l = R.randint(1, L)
            r = R.randint(1, L)
            l, r = min(l, r), max(l, r)
        x = R.choice(used) if R.random() < 0.85 else R.choice(letters or AL)
        out.append((l, r, x))
    return out

def boundary_queries(runs):
    # queries whose ends sit exactly on run boundaries (first/last letter of runs)
    out = []
    pos = 1
    for c, d in runs:
        out.append((pos, pos + d - 1, c))
        out.append((pos, pos, c))
        out.append((pos + d - 1, pos + d - 1, c))
        pos += d
    return out

B = 10**9
tests = []
r1 = [('q', 1)]
tests.append(('single-letter', r1, [(1, 1, 'q'), (1, 1, 'a')]))
r2 = [('a', B)]
tests.append(('single-huge-run', r2, [(1, B, 'a'), (B, B, 'a'), (2, B - 1, 'a'), (5, 6, 'b')]))
r3 = [('a', 1), ('b', 1), ('a', 1), ('b', 1)]
tests.append(('alternating-tiny', r3, [(l, r, x) for l in range(1, 5) for r in range(l, 5) for x in 'abc']))
r4 = [('m', 3), ('m', 4), ('n', 2), ('m', 1)]
tests.append(('same-letter-adjacent-runs', r4, boundary_queries(r4) + [(2, 9, 'm'), (3, 4, 'm'), (1, 10, 'n')]))
r5 = rand_runs(30, 10, 'abc')
tests.append(('random-small', r5, rand_queries(r5, 200) + boundary_queries(r5)))
r6 = rand_runs(2000, B)
tests.append(('random-huge-lengths', r6, rand_queries(r6, 1500) + boundary_queries(r6)[:1000]))
r7 = [(AL[i % 26], B) for i in range(100)]
tests.append(('overflow-positions', r7, rand_queries(r7, 1000, wide=True) + [(1, 100 * B, 'z'), (B + 1, 100 * B, 'a')]))
r8 = rand_runs(5000, 3, 'xy')
tests.append(('two-letters-short-runs', r8, rand_queries(r8, 5000) + boundary_queries(r8)[:3000]))
r9 = [('k', R.randint(1, B)) for _ in range(1000)]
tests.append(('one-letter-everywhere', r9, rand_queries(r9, 2000)))
r10 = rand_runs(3000, 100)
tests.append(('missing-letters', r10, [(l, r, 'z' if x == 'z' else x) for l, r, x in rand_queries(r10, 3000, letters='xyz')]))
s = [R.choice('abc') for _ in range(2000)]
r11 = [(c, 1) for c in s]
tests.append(('plain-string', r11, rand_queries(r11, 3000)))
r12 = rand_runs(500, 50)
L12 = sum(d for _, d in r12)
tests.append(('whole-banner-every-letter', r12, [(1, L12, x) for x in AL]))
r13 = rand_runs(1000, 10**6)
L13 = sum(d for _, d in r13)
pts = [R.randint(1, L13) for _ in range(2000)]
tests.append(('single-positions', r13, [(p, p, R.choice(AL)) for p in pts]))
r14 = rand_runs(800, 1000, 'abcdefghijklmnopqrstuvwxy')
tests.append(('letter-z-absent', r14, [(l, r, 'z') for l, r, _ in rand_queries(r14, 500)] + rand_queries(r14, 500)))
r15 = [('a', 1)] + [('b', B)] * 3 + [('a', 1)]
tests.append(('tiny-runs-at-ends', r15, [(1, 3 * B + 2, 'a'), (2, 3 * B + 1, 'a'), (1, 1, 'a'), (3 * B + 2, 3 * B + 2, 'a'), (2, 3 * B + 2, 'b'), (1, 3 * B + 1, 'b')]))
# maximal tests
r16 = rand_runs(10**5, 9, 'abc')
tests.append(('max-runs-wide-queries', r16, rand_queries(r16, 50000, wide=True)))
r17 = rand_runs(30000, B)
tests.append(('max-huge-lengths', r17, rand_queries(r17, 10000) + boundary_queries(r17)[:3000]))
r18 = rand_runs(10**5, 9, 'ab')
tests.append(('max-runs-two-letters', r18, rand_queries(r18, 20000, wide=True) + rand_queries(r18, 5000)))
for i, (name, runs, qs) in enumerate(tests, 1):
    write(f'data/secret/{i:02d}-{name}.in', runs, qs)
