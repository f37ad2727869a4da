#!/usr/bin/env python3
"""Writes data/secret/*.in for Where to Build the Hospital. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
N = 5 * 10**4


def write(name, rng, pop, par, wts, shuffle=True):
    """par[v] is the parent of vertex v (0-based, par[0] = -1); vertices are renumbered at random
    unless shuffle is False, and the edges are listed in random order and direction."""
    n = len(pop)
    assert 1 <= n <= N and all(0 <= p <= 1000 for p in pop) and all(1 <= w <= 1000 for w in wts[1:])
    perm = list(range(1, n + 1))
    if shuffle:
        rng.shuffle(perm)
    p_out = [0] * n
    for v in range(n):
        p_out[perm[v] - 1] = pop[v]
    edges = []
    for v in range(1, n):
        a, b = perm[v], perm[par[v]]
        if shuffle and rng.random() < 0.5:
            a, b = b, a
        edges.append((a, b, wts[v]))
    if shuffle:
        rng.shuffle(edges)
    # the input must be a tree: check connectivity
    adj = [[] for _ in range(n + 1)]
    for a, b, _ in edges:
        adj[a].append(b)
        adj[b].append(a)
    seen = [False] * (n + 1)
    seen[1] = True
    st = [1]
    while st:
        x = st.pop()
        for y in adj[x]:
            if not seen[y]:
                seen[y] = True
                st.append(y)
    assert all(seen[1:]), 'not a tree'
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n}\n{" ".join(map(str, p_out))}\n')
        f.write(''.join(f'{a} {b} {w}\n' for a, b, w in edges))


def random_parents(rng, n, span=None):
    par = [-1]
    for v in range(1, n):
        lo = 0 if span is None else max(0, v - span)
        par.append(rng.randint(lo, v - 1))
    return par


def pops(rng, n, hi=1000, p_zero=0.0):
    return [0 if rng.random() < p_zero else rng.randint(0, hi) for _ in range(n)]


def weights(rng, n, hi=1000):
    return [0] + [rng.randint(1, hi) for _ in range(n - 1)]


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(112358)
    write('01-one-village', rng, [7], [-1], [0])
    write('02-one-empty-village', rng, [0], [-1], [0])
    write('03-two-villages-tie', rng, [4, 4], [-1, 0], [0, 9], shuffle=False)
    write('04-two-villages', rng, [3, 4], [-1, 0], [0, 1000], shuffle=False)
    write('05-nobody-lives-here', rng, [0] * 8, random_parents(rng, 8), weights(rng, 8))
    write('06-path-equal-pop-even', rng, [1] * 10, [-1] + list(range(9)), weights(rng, 10))
    write('07-path-equal-pop-odd', rng, [1] * 11, [-1] + list(range(10)), weights(rng, 11))
    write('08-star-heavy-leaf', rng, [1] * 9 + [20], [-1] + [0] * 9, [0] + [5] * 9, shuffle=False)
    write('09-star-many-ties', rng, [0] + [3] * 8, [-1] + [0] * 8, [0] + [1] * 8)
    write('10-small-random', rng, pops(rng, 12, 10), random_parents(rng, 12), weights(rng, 12, 10))
    write('11-small-random-zeros', rng, pops(rng, 15, 5, 0.5), random_parents(rng, 15), weights(rng, 15, 5))
    # two equal halves joined by a chain of empty villages: the whole chain ties
    half = 20
    par = [-1] + [0] * (half - 1)                      # star A around 0
    par += [half - 2 + i for i in range(1, 11)]       # chain of 10 empty villages hanging off a leaf of A
    c_end = len(par) - 1
    par += [c_end] + [c_end + 1] * (half - 1)          # star B attached at the chain's end
    n = len(par)
    pop = [5] * half + [0] * 10 + [5] * half
    write('12-equal-halves-empty-chain', rng, pop, par, weights(rng, n, 50))
    write('13-medium-random', rng, pops(rng, 2000), random_parents(rng, 2000), weights(rng, 2000))
    write('14-medium-deep', rng, pops(rng, 2000, 1000, 0.3), random_parents(rng, 2000, 2), weights(rng, 2000))
    write('15-medium-mostly-empty', rng, pops(rng, 3000, 1000, 0.97), random_parents(rng, 3000), weights(rng, 3000))
    write('16-medium-one-village-populated', rng, [0] * 2999 + [1000], random_parents(rng, 3000), weights(rng, 3000))
    n = 3000
    write('17-overflow-path-max', rng, [1000] * n, [-1] + list(range(n - 1)), [0] + [1000] * (n - 1))
    M = 2 * 10**4
    write('18-large-path', rng, pops(rng, M), [-1] + list(range(M - 1)), weights(rng, M))
    write('19-max-path-all-max', rng, [1000] * N, [-1] + list(range(N - 1)), [0] + [1000] * (N - 1))
    write('20-max-random', rng, pops(rng, N), random_parents(rng, N), weights(rng, N))
    M = 25000
    par = [-1] + list(range(M // 2 - 1)) + [rng.randrange(M // 2) for _ in range(M - M // 2)]
    write('21-large-caterpillar-zeros', rng, pops(rng, M, 1000, 0.5), par, weights(rng, M))


main()
