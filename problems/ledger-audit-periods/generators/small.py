#!/usr/bin/env python3
"""Small-test generator for ledger-audit-periods: prints "n K" and the daily changes.

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one or two days, changes up to 10 in absolute value; K <= 5: a handful of days with small
changes (negative, zero, repeated); K >= 6: some seeds use changes of +-10^9 and amounts beyond 32 bits,
up to +-10^15; K = 10: a few thousand days. The amount is, by seed, the total of a random period, zero,
the whole ledger's total, or any value (often no period matches).
"""
import argparse
import random

MAXN = 2 * 10**5
MAXD = 10**9
MAXK = 10**15


def changes(rng, n, hi):
    shape = rng.randrange(5)
    if shape == 0:
        return [rng.randint(0, hi) for _ in range(n)]            # no negative change
    if shape == 1:
        return [rng.choice((-hi, 0, hi)) for _ in range(n)]       # steps at the extremes
    if shape == 2:
        return [rng.choice((0, hi))] * n                         # all equal
    return [rng.randint(-hi, hi) for _ in range(n)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    if size == 1:
        n, hi = rng.randint(1, 2), 10
    elif size <= 5:
        n, hi = rng.randint(2, size + 4), rng.choice((1, 3, 10))
    elif size <= 9:
        n, hi = rng.randint(3, size + 4), rng.choice((5, MAXD, MAXD))
    else:
        n, hi = rng.randint(2000, 4000), rng.choice((1, 10, MAXD))
    d = changes(rng, n, hi)
    pick = rng.randrange(5)
    if pick <= 1:                                    # the total of some period
        i = rng.randrange(n)
        j = rng.randrange(i, n)
        k = sum(d[i:j + 1])
    elif pick == 2:
        k = rng.choice((0, sum(d)))
    elif pick == 3 and size >= 6:                    # the largest amounts, beyond 32 bits
        k = rng.choice((MAXK, -MAXK, 2**32 + rng.randint(-3, 3), -2**32))
    else:
        k = rng.randint(-2 * hi, 2 * hi)
    assert 1 <= len(d) <= MAXN and abs(k) <= MAXK and all(abs(x) <= MAXD for x in d)
    print(n, k)
    print(' '.join(map(str, d)))


main()
