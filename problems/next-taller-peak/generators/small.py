#!/usr/bin/env python3
"""Small-test generator for next-taller-peak: prints n and the altitudes from west to east.

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one or two summits, altitudes up to 10 in absolute value; K <= 5: a handful of summits with few
distinct altitudes (plateaus, rising, falling, negative); K >= 6: some seeds use altitudes of -10^4 and
10^4; K = 10: ~5000 summits.
"""
import argparse
import random

H = 10**4
N = 2 * 10**5


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    if size == 1:
        n, lo, hi = rng.randint(1, 2), -10, 10
    elif size <= 5:
        n = rng.randint(2, size + 4)
        lo, hi = rng.choice(((0, 2), (-3, 3), (-10, 10)))
    elif size <= 9:
        n = rng.randint(3, size + 5)
        lo, hi = rng.choice(((-5, 5), (-H, H), (H - 3, H), (-H, -H + 3)))
    else:
        n = rng.randint(3000, 5000)
        lo, hi = rng.choice(((0, 5), (-H, H)))
    h = [rng.randint(lo, hi) for _ in range(n)]
    shape = rng.randrange(6)
    if shape == 0:
        h.sort()                                     # rising, with plateaus
    elif shape == 1:
        h.sort(reverse=True)                         # falling: every sign shows 0
    elif shape == 2:
        h = [h[0]] * n                               # all equal
    elif shape == 3:
        h[-1] = hi                                   # the highest summit last
    assert 1 <= len(h) <= N and all(-H <= x <= H for x in h)
    print(n)
    print(' '.join(map(str, h)))


main()
