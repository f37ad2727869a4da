#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input (one test) for
watchtower-torch-signals.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one or two towers up to 10; K <= 5: a handful of towers up to 10: random with few heights, all
equal, strictly falling or rising, a valley, or equal tall towers with short ones between; K = 6..9:
the same shapes with a few towers, at some seeds heights near 10^9; K = 10: thousands of towers.
(The count passes 2^31 only with n above 65536, which no input of 64 KiB can hold.)"""
import argparse
import random

LIM = 10**9


def towers(rng, n, lo, hi):
    shape = rng.randrange(6)
    h = [rng.randint(lo, hi) for _ in range(n)]
    if shape == 0:
        return [h[0]] * n
    if shape == 1:
        return sorted(h, reverse=rng.random() < 0.5)
    if shape == 2:  # valley
        h.sort(reverse=True)
        return h[0::2] + h[1::2][::-1]
    if shape == 3:  # equal tall towers with shorter ones between
        tall = max(h)
        return [tall if i % 2 == 0 or rng.random() < 0.3 else rng.randint(lo, tall) for i in range(n)]
    if shape == 4:  # few distinct heights
        pool = rng.sample(sorted(set(h)), min(2, len(set(h))))
        return [rng.choice(pool) for _ in range(n)]
    return h


def make(rng, K):
    if K == 1:
        return towers(rng, rng.randint(1, 2), 1, 10)
    if K <= 5:
        return towers(rng, rng.randint(1, K + 3), 1, rng.choice([3, 10]))
    if K <= 9:
        lo, hi = rng.choice([(1, 10), (1, LIM), (LIM - 5, LIM)])
        return towers(rng, rng.randint(1, 8), lo, hi)
    lo, hi = rng.choice([(1, 3), (1, 1000), (1, LIM), (LIM - 100, LIM)])
    return towers(rng, 5000, lo, hi)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    h = make(rng, args.size)
    assert 1 <= len(h) <= 2 * 10**5 and all(1 <= x <= LIM for x in h)
    print(len(h))
    print(' '.join(map(str, h)))


main()
