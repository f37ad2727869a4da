#!/usr/bin/env python3
"""Small-test generator for expedition-backpack-packing (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one backpack and its pieces. K=1: one or two
pieces, weights and usefulness up to 10; K<=5: at most K+1 pieces with small weights and usefulness
and a capacity of a few dozen grams; K=6..9: a few pieces, some with usefulness near 10^9 (totals
beyond 2^31 - 1) or weight up to 10^9 (never fits), capacity up to 10^4; K=10: up to 500 pieces and the
largest capacity. Some seeds make every piece too heavy, every piece fit, or all pieces equal."""
import argparse
import random

MAXN = 500
MAXW = 10**4
MAXV = 10**9


def pieces(rng, n, cap, whi, vhi):
    kind = rng.choice(['random', 'random', 'random', 'too-heavy', 'all-fit', 'equal'])
    if kind == 'too-heavy':
        return [(rng.randint(cap + 1, max(cap + 1, whi)), rng.randint(1, vhi)) for _ in range(n)]
    if kind == 'all-fit':
        return [(rng.randint(1, max(1, cap // n)), rng.randint(1, vhi)) for _ in range(n)]
    if kind == 'equal':
        return [(rng.randint(1, whi), rng.randint(1, vhi))] * n
    return [(rng.randint(1, whi), rng.randint(1, vhi)) for _ in range(n)]


def make(rng, k):
    if k == 1:
        cap = rng.randint(1, 10)
        return cap, pieces(rng, rng.randint(1, 2), cap, 10, 10)
    if k <= 5:
        cap = rng.randint(1, 5 * k)
        return cap, pieces(rng, rng.randint(1, k + 1), cap, 3 * k, 10 * k)
    if k <= 9:
        cap = rng.choice([MAXW, rng.randint(1, 50), rng.randint(1, MAXW)])
        items = pieces(rng, rng.randint(1, k - 3), cap, max(1, cap // 2), MAXV)
        # some pieces far too heavy, some of the largest usefulness
        items = [(rng.choice([w, w, MAXV, rng.randint(1, MAXV)]), rng.choice([v, MAXV, MAXV - rng.randint(0, 9)]))
                 for w, v in items]
        return cap, items
    cap = rng.choice([MAXW, rng.randint(1000, MAXW)])
    return cap, pieces(rng, rng.randint(100, MAXN), cap, rng.choice([cap // 20, cap, 2 * cap]) + 1,
                       rng.choice([MAXV, 1000]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    cap, items = make(rng, args.size)
    assert 1 <= len(items) <= MAXN and 1 <= cap <= MAXW
    assert all(1 <= w <= MAXV and 1 <= v <= MAXV for w, v in items)
    print(len(items), cap)
    print(''.join(f'{w} {v}\n' for w, v in items), end='')


main()
