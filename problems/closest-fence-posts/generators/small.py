#!/usr/bin/env python3
"""Small-test generator for closest-fence-posts (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one row of posts. K=1: two or three posts up to
10 in absolute value; K<=5: at most K+3 posts in a narrow range, so equal coordinates and equal gaps are
common; K=6..9: a few posts, some at +-10^9 (gaps beyond 2^31 - 1); K=10: several thousand posts
(sometimes few distinct coordinates, so the count of pairs is large). The seed picks the shape: random,
all equal, groups of duplicates, equal spacing, or spread over the whole range."""
import argparse
import random

B = 10**9
N = 10**5


def row(rng, n, lo, hi):
    kind = rng.choice(['random', 'random', 'equal', 'groups', 'spacing', 'spread'])
    if kind == 'equal':
        return [rng.randint(lo, hi)] * n
    if kind == 'groups':  # few distinct values, each repeated
        values = [rng.randint(lo, hi) for _ in range(rng.randint(1, max(1, n // 2)))]
        return [rng.choice(values) for _ in range(n)]
    if kind == 'spacing':  # an arithmetic progression, shuffled
        step = rng.randint(1, max(1, (hi - lo) // n))
        start = rng.randint(lo, hi - step * (n - 1)) if hi - step * (n - 1) >= lo else lo
        p = [start + step * i for i in range(n)]
        rng.shuffle(p)
        return p
    if kind == 'spread':  # the two ends of the range among the posts
        p = [rng.randint(lo, hi) for _ in range(n - 2)] + [lo, hi]
        rng.shuffle(p)
        return p
    return [rng.randint(lo, hi) for _ in range(n)]


def make(rng, k):
    if k == 1:
        return row(rng, rng.randint(2, 3), -10, 10)
    if k <= 5:
        return row(rng, rng.randint(2, k + 3), -2 * k, 2 * k)
    if k <= 9:
        n = rng.randint(2, k - 2)
        if rng.random() < 0.5:
            return row(rng, n, -B, B)
        # small posts, some moved to the extremes
        p = row(rng, n, -5, 5)
        return [rng.choice([-B, B, x]) for x in p]
    n = rng.randint(2000, 6000)
    return row(rng, n, *rng.choice([(-B, B), (-50, 50), (0, 10**6)]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    p = make(rng, args.size)
    assert 2 <= len(p) <= N and all(-B <= x <= B for x in p)
    print(len(p))
    print(' '.join(map(str, p)))


main()
