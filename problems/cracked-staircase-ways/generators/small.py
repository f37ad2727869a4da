#!/usr/bin/env python3
"""Small-test generator for cracked-staircase-ways (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one staircase. K=1: at most 3 steps; K<=5: at
most 2K+2 steps with a few cracked ones (sometimes two adjacent, so the top is out of reach); K=6..9: up
to 10^6 steps (counts far beyond 64 bits before the modulo) with a handful of cracks; K=10: up to 10^6
steps with a few thousand cracks. The seed picks the cracks: none, scattered with no two adjacent,
random, or next to the floor or the top."""
import argparse
import random

N_MAX = 10**6
K_MAX = 10**5


def cracks(rng, n, k):
    """k distinct cracked steps in 1..n-1 (k is lowered when n is too small)."""
    k = min(k, n - 1)
    kind = rng.choice(['none', 'apart', 'apart', 'random', 'ends'])
    if kind == 'none' or k == 0:
        return []
    if kind == 'apart':  # no two adjacent: the top stays reachable
        chosen = set()
        for _ in range(4 * k):
            c = rng.randint(1, n - 1)
            if c - 1 not in chosen and c + 1 not in chosen:
                chosen.add(c)
            if len(chosen) == k:
                break
        res = list(chosen)
    elif kind == 'ends':  # near the floor and the top, where off-by-one mistakes show
        near = sorted({1, 2, n - 1, n - 2} & set(range(1, n)))
        res = rng.sample(near, rng.randint(1, len(near)))
    else:
        res = rng.sample(range(1, n), k)
    rng.shuffle(res)
    return res


def make(rng, k):
    if k == 1:
        n = rng.randint(1, 3)
        return n, cracks(rng, n, 1)
    if k <= 5:
        n = rng.randint(1, 2 * k + 2)
        return n, cracks(rng, n, rng.randint(0, k))
    if k <= 9:
        n = rng.choice([N_MAX, rng.randint(50, 200), rng.randint(1, N_MAX)])
        return n, cracks(rng, n, rng.randint(0, k - 3))
    n = rng.randint(10**4, N_MAX)
    return n, cracks(rng, n, rng.randint(100, 5000))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    n, c = make(rng, args.size)
    assert 1 <= n <= N_MAX and 0 <= len(c) <= min(n - 1, K_MAX)
    assert len(set(c)) == len(c) and all(1 <= x <= n - 1 for x in c)
    print(n, len(c))
    print(' '.join(map(str, c)))


main()
