#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for street-parcel-carriers.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one or two houses with weights up to 10; K <= 5: a handful of houses up to 10 (random, all
equal, or one heavy house among light ones); K = 6..9: a few houses, at some seeds weights near 10^9
(loads pass 2^31); K = 10: thousands of houses. The number of carriers k ranges over 1..n, including
1 and n."""
import argparse
import random

MAXA = 10**9


def weights(rng, n, top):
    shape = rng.randrange(4)
    if shape == 0:
        return [rng.randint(1, top)] * n
    if shape == 1:  # one heavy house among light ones
        a = [rng.randint(1, max(1, top // 10)) for _ in range(n)]
        a[rng.randrange(n)] = top
        return a
    return [rng.randint(1, top) for _ in range(n)]


def make(rng, K):
    if K == 1:
        n, top = rng.randint(1, 2), 10
    elif K <= 5:
        n, top = rng.randint(1, K + 3), rng.choice([3, 10])
    elif K <= 9:
        n, top = rng.randint(1, 8), rng.choice([10, 1000, MAXA])
    else:
        n, top = 5000, rng.choice([9, 1000, MAXA])
    a = weights(rng, n, top)
    if top == MAXA and rng.random() < 0.5:
        a = [rng.randint(MAXA - 10, MAXA) for _ in range(n)]
    k = rng.choice([1, n, rng.randint(1, n), rng.randint(1, n)])
    return k, a


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    k, a = make(rng, args.size)
    assert 1 <= k <= len(a) <= 2 * 10**5 and all(1 <= x <= MAXA for x in a)
    print(len(a), k)
    print(' '.join(map(str, a)))


main()
