#!/usr/bin/env python3
"""Small-test generator for flea-market-price-ranges: prints one input (prices, then questions l r).

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one or two items and questions, prices up to 10; K <= 5: a handful of items, prices up to 10-20
(duplicates, unsorted); K >= 6: some seeds use prices at 1 and 10^9; K = 10: ~2000 items, ~1000 questions.
Questions end on, just below and just above existing prices, are single points (l = r), miss everything
or cover everything, depending on the seed.
"""
import argparse
import random

MAXN = 10**5
MAXQ = 5 * 10**4
MAXV = 10**9


def prices(rng, size):
    if size == 1:
        n, hi = rng.randint(1, 2), 10
    elif size <= 5:
        n, hi = rng.randint(2, size + 3), rng.choice((3, 10, 20))
    elif size <= 9:
        n, hi = rng.randint(3, size + 2), rng.choice((10, 10**6, MAXV))
    else:
        n, hi = rng.randint(1000, 2000), rng.choice((100, 10**6, MAXV))
    shape = rng.randrange(4)
    if shape == 0:                                   # all equal
        a = [rng.randint(1, hi)] * n
    elif shape == 1 and hi == MAXV:                  # the extreme prices
        a = [rng.choice((1, 2, MAXV - 1, MAXV)) for _ in range(n)]
    else:
        a = [rng.randint(1, hi) for _ in range(n)]
    if rng.random() < 0.2:
        a.sort(reverse=True)
    return a, hi


def question(rng, a, hi):
    kind = rng.randrange(5)
    if kind == 0:                                    # ends on existing prices, give or take one
        x, y = sorted((rng.choice(a), rng.choice(a)))
        l = min(MAXV, max(1, x + rng.choice((-1, 0, 1))))
        r = min(MAXV, max(1, y + rng.choice((-1, 0, 1))))
        return (min(l, r), max(l, r))
    if kind == 1:                                    # a single price point
        x = rng.choice(a)
        return (x, x)
    if kind == 2:                                    # everything
        return (1, rng.choice((hi, MAXV)))
    top = min(MAXV, hi + 1)                          # one past the dearest possible price
    l, r = rng.randint(1, top), rng.randint(1, top)
    return (min(l, r), max(l, r))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    assert 1 <= args.size <= 10
    rng = random.Random(args.seed * 1000 + args.size)
    a, hi = prices(rng, args.size)
    q = {1: rng.randint(1, 2), 10: rng.randint(500, 1000)}.get(args.size, rng.randint(1, args.size + 1))
    qs = [question(rng, a, hi) for _ in range(q)]
    assert 1 <= len(a) <= MAXN and 1 <= len(qs) <= MAXQ
    assert all(1 <= x <= MAXV for x in a) and all(1 <= l <= r <= MAXV for l, r in qs)
    out = ['%d %d' % (len(a), len(qs)), ' '.join(map(str, a))] + ['%d %d' % lr for lr in qs]
    print('\n'.join(out))


main()
