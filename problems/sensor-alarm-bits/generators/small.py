#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for sensor-alarm-bits.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one word up to 10; K <= 5: a handful of words up to 15 (all zero or all equal at some seeds);
K = 6..9: a few words, at some seeds with bits above bit 31 up to 2^60 - 1; K = 10: 2500 words."""
import argparse
import random

LIM = 1 << 60


def word(rng, maxbits):
    shape = rng.randrange(4)
    if shape == 0:  # one high bit
        return 1 << rng.randrange(maxbits)
    if shape == 1:  # all ones below a point, the top of the range at some seeds
        return (1 << rng.randint(0, maxbits)) - 1
    return rng.randrange(1 << maxbits)


def make(rng, K):
    if K == 1:
        return [rng.randint(0, 10)]
    if K <= 5:
        n, maxbits = rng.randint(1, K + 1), 4
    elif K <= 9:
        n, maxbits = rng.randint(1, 5), rng.choice([8, 32, 40, 60])
    else:
        n, maxbits = 2500, rng.choice([20, 60])
    xs = [word(rng, maxbits) for _ in range(n)]
    if rng.random() < 0.15:
        xs = [xs[0]] * n
    return xs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    xs = make(rng, args.size)
    assert 1 <= len(xs) <= 5 * 10**4 and all(0 <= x < LIM for x in xs)
    print(len(xs))
    print(' '.join(map(str, xs)))


main()
