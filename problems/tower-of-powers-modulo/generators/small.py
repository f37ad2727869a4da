#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for tower-of-powers-modulo.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one tower with numbers up to 10 (zeros at many seeds); K <= 5: a few towers with numbers up to
10 or values next to the modulus (p - 1, p, p + 1, 2p, 2(p - 1), (p - 1)/2); K = 6..9: a few towers, at
some seeds with numbers up to 10^18 (random, multiples of p or p - 1, or 10^18 itself); K = 10: 900
towers of all kinds."""
import argparse
import random

MAXV = 10**18
P = 10**9 + 7
SPECIAL = [P - 1, P, P + 1, 2 * P, 2 * (P - 1), (P - 1) // 2]


def small_value(rng):
    return rng.randint(0, 10) if rng.random() < 0.7 else rng.randint(0, 2)


def value(rng, big):
    r = rng.random()
    if r < 0.45:
        return small_value(rng)
    if r < 0.7 or not big:
        return rng.choice(SPECIAL)
    if r < 0.8:
        return rng.choice([P, P - 1]) * rng.randint(1, MAXV // P)
    if r < 0.9:
        return rng.randint(0, MAXV)
    return MAXV - rng.randint(0, 2)


def make(rng, K):
    if K == 1:
        return [(small_value(rng), small_value(rng), small_value(rng))]
    if K <= 5:
        q, big = rng.randint(1, K), False
    elif K <= 9:
        q, big = rng.randint(1, 4), True
    else:
        q, big = 900, True
    return [(value(rng, big), value(rng, big), value(rng, big)) for _ in range(q)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    qs = make(rng, args.size)
    assert 1 <= len(qs) <= 2 * 10**4 and all(0 <= v <= MAXV for t in qs for v in t)
    print(len(qs))
    print('\n'.join('%d %d %d' % t for t in qs))


main()
