#!/usr/bin/env python3
"""Writes data/secret/*.in for Merge Base. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
N = 10**5
Q = 5 * 10**4


def write(name, rng, par, queries, shuffle=True):
    """par[v]: parent of vertex v (0-based, root -1); queries on 0-based vertices.
    Vertices get random numbers unless shuffle is False."""
    n = len(par)
    assert 1 <= n <= N and 1 <= len(queries) <= Q
    perm = list(range(1, n + 1))
    if shuffle:
        rng.shuffle(perm)
    p = [0] * n
    for v in range(n):
        p[perm[v] - 1] = 0 if par[v] < 0 else perm[par[v]]
    assert p.count(0) == 1 and all(p[i] != i + 1 for i in range(n))
    ch = [[] for _ in range(n + 1)]
    for i, x in enumerate(p):
        ch[x].append(i + 1)
    seen, st = 0, list(ch[0])
    while st:
        v = st.pop()
        seen += 1
        st.extend(ch[v])
    assert seen == n, 'not one tree'
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n}\n{" ".join(map(str, p))}\n{len(queries)}\n')
        f.write(''.join(f'{perm[u]} {perm[v]}\n' for u, v in queries))


def random_parents(rng, n, span=None):
    par = [-1]
    for v in range(1, n):
        lo = 0 if span is None else max(0, v - span)
        par.append(rng.randint(lo, v - 1))
    return par


def rand_queries(rng, n, q):
    return [(rng.randrange(n), rng.randrange(n)) for _ in range(q)]


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(4096)
    write('01-single-commit', rng, [-1], [(0, 0)])
    write('02-two-commits', rng, [-1, 0], [(0, 1), (1, 0), (1, 1), (0, 0)])
    write('03-ancestor-pairs', rng, [-1] + list(range(9)), [(i, j) for i in range(10) for j in range(10)])
    write('04-star', rng, [-1] + [0] * 9, [(i, j) for i in range(10) for j in range(10)])
    write('05-binary-tree', rng, [-1] + [(v - 1) // 2 for v in range(1, 63)],
          [(i, j) for i in range(63) for j in range(63)][::3], shuffle=False)
    par = random_parents(rng, 30)
    write('06-small-random-all-pairs', rng, par, [(i, j) for i in range(30) for j in range(30)])
    par = random_parents(rng, 40, 3)
    write('07-small-deep-all-pairs', rng, par, [(i, j) for i in range(40) for j in range(40)])
    # depths that are exact powers of two and their neighbours
    n = 1 << 12
    par = [-1] + list(range(n - 1)) + [0]  # a chain and one extra child of the root
    qs = [(d, n) for d in (1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 255, 256, 257, 2047, 2048, 2049, n - 1)]
    qs += [(d, e) for d in (0, 1, 63, 64, 65, 1023, 1024, n - 1) for e in (0, 64, 1024, 2048, n - 1)]
    write('08-chain-power-of-two-depths', rng, par, qs)
    write('09-medium-random', rng, random_parents(rng, 5000), rand_queries(rng, 5000, 5000))
    write('10-medium-deep', rng, random_parents(rng, 5000, 2), rand_queries(rng, 5000, 5000))
    # two long branches: merge base near the root
    half = 2500
    par = [-1] + [0] + list(range(1, half)) + [0] + list(range(half + 1, 2 * half))
    n = len(par)
    write('11-medium-two-branches', rng, par, [(rng.randrange(1, half + 1), rng.randrange(half + 1, n))
                                                for _ in range(3000)] + rand_queries(rng, n, 2000))
    write('12-medium-caterpillar', rng, list(range(-1, 2999)) + [rng.randrange(3000) for _ in range(2000)],
          rand_queries(rng, 5000, 5000))
    write('13-same-commit-twice', rng, random_parents(rng, 1000), [(v, v) for v in range(1000)])
    # the maximal tests
    par = [-1] + list(range(N - 1))
    deep = N - 1
    write('14-max-chain-deep-vs-shallow', rng, par,
          [(deep, rng.randrange(0, 100)) if i % 2 else (rng.randrange(0, 100), deep - rng.randrange(0, 10))
           for i in range(Q)])
    # a trunk of 90000 commits and a side branch of 10000 commits leaving it at depth 5: the merge
    # base lies deep below the first commit while the depths differ by more than 2^16
    trunk = 90000
    par = [-1] + list(range(trunk - 1)) + [5] + list(range(trunk, N - 1))
    assert len(par) == N
    write('15-max-trunk-and-side-branch', rng, par,
          [(rng.randrange(trunk - 5000, trunk), rng.randrange(trunk, N)) if i % 2
           else (rng.randrange(trunk, N), rng.randrange(trunk - 20000, trunk)) for i in range(3 * 10**4)])
    M = 2 * 10**4
    write('16-large-random', rng, random_parents(rng, M), rand_queries(rng, M, 10**4))
    write('17-large-deep-random', rng, random_parents(rng, M, 3), rand_queries(rng, M, 10**4))


main()
