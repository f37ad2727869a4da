#!/usr/bin/env python3
"""Small-test generator for hospital-village-placement: prints one tree (populations, then roads u v w).

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one to three villages; K <= 5: a handful of villages, populations and lengths up to 10, often
zeros and equal populations so that several villages tie; K >= 6: some seeds are paths or stars of ~100
villages with every population and length at 1000 (totals beyond 32 bits); K = 10: ~2000 villages.
Villages are renumbered at random and roads listed in random order and direction.
"""
import argparse
import random

N = 5 * 10**4


def parents(rng, n, shape):
    if shape == 'path':
        return [-1] + list(range(n - 1))
    if shape == 'star':
        return [-1] + [0] * (n - 1)
    return [-1] + [rng.randrange(v) for v in range(1, n)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    shape = rng.choice(('path', 'star', 'random', 'random'))
    if size == 1:
        n, p_hi, w_hi = rng.randint(1, 3), rng.choice((0, 1, 10)), 10
    elif size <= 5:
        n, p_hi, w_hi = rng.randint(2, size + 3), rng.choice((0, 1, 2, 10)), rng.choice((1, 10))
    elif size <= 9:
        if rng.random() < 0.5:                       # the largest totals few villages can reach
            n, p_hi, w_hi = rng.randint(80, 150), 1000, 1000
            shape = rng.choice(('path', 'path', 'star', 'random'))
        else:
            n, p_hi, w_hi = rng.randint(3, size + 3), rng.choice((2, 1000)), rng.choice((3, 1000))
    else:
        n, p_hi, w_hi = rng.randint(1000, 2000), rng.choice((5, 1000)), rng.choice((10, 1000))
    par = parents(rng, n, shape)
    fill = rng.randrange(3)
    if fill == 0:                                    # all equal (many ties on paths and stars)
        pop = [p_hi] * n
    elif fill == 1:                                  # mostly empty villages
        pop = [rng.randint(0, p_hi) if rng.random() < 0.3 else 0 for _ in range(n)]
    else:
        pop = [rng.randint(0, p_hi) for _ in range(n)]
    if p_hi == 1000 and w_hi == 1000 and rng.random() < 0.7:
        wts = [1000] * n
    else:
        wts = [rng.randint(1, w_hi) for _ in range(n)]
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    p_out = [0] * n
    for v in range(n):
        p_out[perm[v] - 1] = pop[v]
    edges = []
    for v in range(1, n):
        a, b = perm[v], perm[par[v]]
        if rng.random() < 0.5:
            a, b = b, a
        edges.append((a, b, wts[v]))
    rng.shuffle(edges)
    assert 1 <= n <= N and all(0 <= p <= 1000 for p in p_out) and all(1 <= w <= 1000 for _, _, w in edges)
    assert all(par[v] < v for v in range(1, n))      # every village hangs off an earlier one: a tree
    print(n)
    print(' '.join(map(str, p_out)))
    for e in edges:
        print('%d %d %d' % e)


main()
