#!/usr/bin/env python3
"""Small-test generator for first-broken-build (interactive): prints one interactor input "n k".

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: n <= 3; K <= 5: n up to a few dozen; K >= 6: often n near 2e9 or 2^30 + 1 (lo + hi overflows 32 bits),
K = 10: any n. The first bad build k is at either end, next to an end, in the middle or random, by seed.
"""
import argparse
import random

MAX_N = 2 * 10**9


def pick_n(rng, size):
    if size == 1:
        return rng.randint(1, 3)
    if size <= 5:
        return rng.randint(1, 8 * size)
    if size <= 9:
        # about half the seeds reach the largest histories, where a 32-bit midpoint overflows
        return rng.choice([MAX_N, MAX_N - 1, 2**30 + 1, rng.randint(32, 10**3 * size), rng.randint(10**6, MAX_N)])
    return rng.randint(1, MAX_N)


def pick_k(rng, n):
    shape = rng.randrange(6)
    if shape == 0:
        return 1
    if shape == 1:
        return n
    if shape == 2:
        return min(n, 2)
    if shape == 3:
        return max(1, n - 1)
    if shape == 4:
        return (n + 1) // 2
    return rng.randint(1, n)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    assert 1 <= args.size <= 10
    rng = random.Random(args.seed * 1000 + args.size)
    n = pick_n(rng, args.size)
    k = pick_k(rng, n)
    assert 1 <= k <= n <= MAX_N
    print(n, k)


main()
