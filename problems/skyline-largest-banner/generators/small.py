#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for skyline-largest-banner.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one or two buildings up to 10; K <= 5: a handful of buildings up to 10, random, increasing,
decreasing, a pyramid, a valley, all equal or with empty lots; K = 6..9: the same shapes with a few
buildings, at some seeds heights near 10^9 (areas pass 2^31); K = 10: thousands of buildings."""
import argparse
import random

HMAX = 10**9


def heights(rng, n, lo, hi):
    shape = rng.randrange(7)
    h = [rng.randint(lo, hi) for _ in range(n)]
    if shape == 0:
        h.sort()
    elif shape == 1:
        h.sort(reverse=True)
    elif shape == 2:  # pyramid
        h.sort()
        h = h[0::2] + h[1::2][::-1]
    elif shape == 3:  # valley
        h.sort(reverse=True)
        h = h[0::2] + h[1::2][::-1]
    elif shape == 4:
        h = [h[0]] * n
    elif shape == 5:  # empty lots split the street
        h = [0 if rng.random() < 0.3 else x for x in h]
    return h


def make(rng, K):
    if K == 1:
        return heights(rng, rng.randint(1, 2), 0, 10)
    if K <= 5:
        return heights(rng, rng.randint(1, K + 2), 0, rng.choice([3, 10]))
    if K <= 9:
        lo, hi = rng.choice([(0, 10), (0, HMAX), (HMAX - 10, HMAX)])
        return heights(rng, rng.randint(1, 8), lo, hi)
    lo, hi = rng.choice([(0, 3), (0, HMAX), (HMAX - 1000, HMAX)])
    return heights(rng, 5000, lo, hi)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    h = make(rng, args.size)
    assert 1 <= len(h) <= 2 * 10**5 and all(0 <= x <= HMAX for x in h)
    print(len(h))
    print(' '.join(map(str, h)))


main()
