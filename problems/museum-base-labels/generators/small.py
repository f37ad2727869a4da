#!/usr/bin/env python3
"""Small-test generator for museum-base-labels: prints q and the labels "x b".

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one or two labels, x up to 10; K <= 5: a handful of labels with small x (zero, one below the base,
the base itself, letters in bases above 10); K >= 6: some labels reach x = 10^18 and 32-bit boundaries;
K = 10: ~2000 labels of any size.
"""
import argparse
import random

MAXQ = 2 * 10**4
MAXX = 10**18


def label(rng, size):
    b = rng.choice((2, 10, 16, 36, rng.randint(2, 36)))
    kind = rng.randrange(6)
    if kind == 0:
        return (0, b)
    if kind == 1:
        return (rng.choice((b - 1, b, b + 1, 1)), b)
    if size >= 6 and kind == 2:
        return (rng.choice((MAXX, 2**31 - 1, 2**31, 2**32, 2**63 // 10)), b)
    if size >= 6 and kind == 3:
        return (rng.randint(0, MAXX), b)
    return (rng.randint(0, 10 if size <= 2 else 100), b)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    q = {1: rng.randint(1, 2), 10: rng.randint(1000, 2000)}.get(size, rng.randint(1, size + 1))
    qs = [label(rng, size) for _ in range(q)]
    assert 1 <= len(qs) <= MAXQ and all(0 <= x <= MAXX and 2 <= b <= 36 for x, b in qs)
    print(q)
    print('\n'.join('%d %d' % lb for lb in qs))


main()
