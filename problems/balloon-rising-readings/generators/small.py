#!/usr/bin/env python3
"""Small-test generator for balloon-rising-readings (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one reading log. K=1: one or two readings up to
10 in absolute value; K<=5: at most K+3 readings in a narrow range, so equal readings are common;
K=6..9: a few readings, some at +-10^9; K=10: a few thousand readings over the whole range. The seed
picks the shape: random, all equal, rising, falling, rising plateaus, or rising with dips."""
import argparse
import random

LIM = 10**9


def shape(rng, n, lo, hi):
    kind = rng.choice(['random', 'random', 'equal', 'rising', 'falling', 'plateaus', 'dips'])
    if kind == 'random':
        return [rng.randint(lo, hi) for _ in range(n)]
    if kind == 'equal':
        return [rng.randint(lo, hi)] * n
    if kind in ('rising', 'falling'):
        a = sorted(rng.randint(lo, hi) for _ in range(n))
        return a if kind == 'rising' else a[::-1]
    if kind == 'plateaus':  # non-decreasing with repeats: only the distinct values count
        a = sorted(rng.choice(range(lo, hi + 1)[: max(1, n // 2)]) for _ in range(n))
        return a
    # rising trend with a few readings dropped below: the streak skips them
    a = sorted(rng.randint(lo, hi) for _ in range(n))
    for i in range(n):
        if rng.random() < 0.3:
            a[i] = rng.randint(lo, a[i])
    return a


def make(rng, k):
    if k == 1:
        return shape(rng, rng.randint(1, 2), -10, 10)
    if k <= 5:
        span = 2 * k
        return shape(rng, rng.randint(1, k + 3), -span, span)
    if k <= 9:
        a = shape(rng, rng.randint(2, k + 2), -5, 5)
        # put some readings at the extremes of the range
        for i in range(len(a)):
            if rng.random() < 0.4:
                a[i] = rng.choice([-LIM, LIM, rng.randint(-LIM, LIM)])
        return a
    return shape(rng, rng.randint(1000, 5000), -LIM, LIM) if rng.random() < 0.5 else \
        shape(rng, rng.randint(1000, 5000), -50, 50)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    a = make(rng, args.size)
    assert 1 <= len(a) <= 2 * 10**5 and all(-LIM <= x <= LIM for x in a)
    print(len(a))
    print(' '.join(map(str, a)))


main()
