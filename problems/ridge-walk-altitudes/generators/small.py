#!/usr/bin/env python3
"""Small-test generator for ridge-walk-altitudes: prints "n h" and the altitude changes.

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one or two stretches, values up to 10 in absolute value; K <= 5: a handful of stretches with small
changes (the start the lowest or the highest checkpoint, all zero); K >= 6: some seeds use the start and
changes at +-10^9, so the running altitude leaves the 32-bit range; K = 10: ~4000 stretches.
"""
import argparse
import random

N = 10**5
B = 10**9


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    if size == 1:
        n, hi = rng.randint(1, 2), 10
    elif size <= 5:
        n, hi = rng.randint(1, size + 3), rng.choice((3, 10, 50))
    elif size <= 9:
        n, hi = rng.randint(2, size + 2), rng.choice((10, B, B))
    else:
        n, hi = rng.randint(2000, 4000), rng.choice((10, 10**6, B))
    h = rng.randint(-hi, hi)
    shape = rng.randrange(6)
    if shape == 0:
        d = [rng.randint(0, hi) for _ in range(n)]           # always up: the start is the lowest
    elif shape == 1:
        d = [rng.randint(-hi, 0) for _ in range(n)]          # always down: the start is the highest
    elif shape == 2:
        d = [0] * n
    elif shape == 3:
        d = [rng.choice((-hi, hi))] * n                      # straight at the steepest
        h = rng.choice((-hi, 0, hi))
    else:
        d = [rng.randint(-hi, hi) for _ in range(n)]
    assert n == len(d) and 1 <= n <= N and abs(h) <= B and all(abs(x) <= B for x in d)
    print(n, h)
    print(' '.join(map(str, d)))


main()
