#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for tandem-kayak-pairs.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one or two paddlers up to 10; K <= 5: a handful of paddlers up to 10, often with equal weights;
K = 6..9: a few paddlers, at some seeds weighing up to 10^9 with a limit up to 2*10^9; K = 10: thousands
of paddlers. The limit is often exactly the weight of some pair (or twice one weight), sometimes 1 (no
pair fits) or the maximum (every pair fits).
(The count passes 2^31 only with n above 65536, which no input of 64 KiB can hold.)"""
import argparse
import random

WMAX = 10**9
KMAX = 2 * 10**9


def make(rng, size):
    if size == 1:
        n, top = rng.randint(1, 2), 10
    elif size <= 5:
        n, top = rng.randint(1, size + 3), rng.choice([3, 10])
    elif size <= 9:
        n, top = rng.randint(1, 8), rng.choice([10, WMAX])
    else:
        n, top = rng.choice([(10000, 9), (2500, WMAX)])
    lo = rng.choice([1, top // 2, top - min(top - 1, 10)]) if top > 10 else 1
    pool = [rng.randint(lo, top) for _ in range(rng.randint(1, n))]
    w = [rng.choice(pool) for _ in range(n)]
    r = rng.random()
    if r < 0.5:  # exactly the weight of one pair, or twice one weight
        i, j = rng.randrange(n), rng.randrange(n)
        k = w[i] + w[j] + rng.choice([0, 0, -1, 1])
    elif r < 0.65:
        k = 1
    elif r < 0.8:
        k = KMAX if top == WMAX else 2 * top
    else:
        k = rng.randint(1, 2 * top)
    return max(1, min(KMAX, k)), w


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    k, w = make(rng, args.size)
    assert 1 <= len(w) <= 2 * 10**5 and 1 <= k <= KMAX and all(1 <= x <= WMAX for x in w)
    print(len(w), k)
    print(' '.join(map(str, w)))


main()
