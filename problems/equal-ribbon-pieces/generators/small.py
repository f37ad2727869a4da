#!/usr/bin/env python3
"""Small-test generator for equal-ribbon-pieces (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one set of ribbons. K=1: one or two ribbons up to
10 cm; K<=5: at most K+2 ribbons up to a few dozen cm, often sharing a common factor; K=6..9: a few
ribbons, some near 10^9 cm (piece counts beyond 2^31 - 1); K=10: a few thousand ribbons. The seed
picks the shape: a common factor, coprime lengths, all equal, or the shortest ribbon as the piece."""
import argparse
import random

MAXN = 10**5
MAXA = 10**9


def ribbons(rng, n, hi):
    kind = rng.choice(['factor', 'factor', 'random', 'equal', 'smallest'])
    if kind == 'equal':
        return [rng.randint(1, hi)] * n
    if kind == 'random':
        return [rng.randint(1, hi) for _ in range(n)]
    g = rng.choice([1, 2, 3, rng.randint(1, max(1, hi // 4))])
    a = [g * rng.randint(1, max(1, hi // g)) for _ in range(n)]
    if kind == 'smallest':  # one ribbon is exactly the common factor
        a[rng.randrange(n)] = g
    return a


def make(rng, k):
    if k == 1:
        return ribbons(rng, rng.randint(1, 2), 10)
    if k <= 5:
        return ribbons(rng, rng.randint(1, k + 2), 10 * k)
    if k <= 9:
        n = rng.randint(1, k - 2)
        if rng.random() < 0.5:
            return [rng.choice([MAXA, MAXA - rng.randint(0, 10), x]) for x in ribbons(rng, n, 10)]
        return ribbons(rng, n, MAXA)
    return ribbons(rng, rng.randint(1000, 5000), rng.choice([MAXA, 1000]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    a = make(rng, args.size)
    assert 1 <= len(a) <= MAXN and all(1 <= x <= MAXA for x in a)
    print(len(a))
    print(' '.join(map(str, a)))


main()
