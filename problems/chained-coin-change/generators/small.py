#!/usr/bin/env python3
"""Small-test generator for chained-coin-change (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one mint and its payments. K=1: one or two coin
kinds and one or two payments up to 10; K<=5: up to K+1 kinds with ratios 2..5 and a few payments up to
about 10K, often exact coin values or one below; K=6..9: a few payments, some up to 10^18 (answers far
beyond 2^31), coins up to 10^18 (powers of two up to 2^59, a single 1-coin, or huge ratios); K=10: a
few thousand payments over the whole range with up to 60 kinds."""
import argparse
import random

MAXV = 10**18


def chain(rng, m, lo, hi):
    """Up to m coin values starting at 1, each ratio in [lo, hi], stopping before 10^18 is passed."""
    d = [1]
    while len(d) < m:
        nxt = d[-1] * rng.randint(lo, hi)
        if nxt > MAXV:
            break
        d.append(nxt)
    return d


def near_coins(rng, d, q, hi):
    """Payments: random, a coin value, or one below / above a coin value (clamped to [1, hi])."""
    out = []
    for _ in range(q):
        r = rng.random()
        if r < 0.5:
            a = rng.randint(1, hi)
        else:
            a = rng.choice(d) * rng.randint(1, 3) + rng.choice([-1, 0, 1])
        out.append(min(hi, max(1, a)))
    return out


def make(rng, k):
    if k == 1:
        d = chain(rng, rng.randint(1, 2), 2, 5)
        return d, [rng.randint(1, 10) for _ in range(rng.randint(1, 2))]
    if k <= 5:
        d = chain(rng, rng.randint(1, k + 1), 2, 5)
        return d, near_coins(rng, d, rng.randint(1, k), 10 * k)
    if k <= 9:
        kind = rng.choice(['one', 'pow2', 'small', 'huge-ratio', 'max-coin'])
        if kind == 'one':
            d = [1]
        elif kind == 'pow2':
            d = [1 << i for i in range(rng.randint(1, 60))]
        elif kind == 'small':
            d = chain(rng, rng.randint(1, 4), 2, 10)
        elif kind == 'huge-ratio':
            d = chain(rng, rng.randint(2, 4), 10**5, 10**9)
        else:
            d = [1, rng.choice([10**9, 2, 7]), MAXV]
            d = d if MAXV % d[1] == 0 else [1, MAXV]
        q = rng.randint(1, k - 3)
        a = near_coins(rng, d, q, MAXV)
        a = [rng.choice([x, MAXV, MAXV - 1, rng.randint(MAXV // 2, MAXV)]) for x in a]
        return d, a
    d = chain(rng, 60, *rng.choice([(2, 2), (2, 3), (2, 10), (100, 10**6)]))
    return d, near_coins(rng, d, rng.randint(1000, 3000), rng.choice([10**6, MAXV]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    d, amounts = make(rng, args.size)
    assert 1 <= len(d) <= 60 and d[0] == 1 and d[-1] <= MAXV
    assert all(d[i + 1] > d[i] and d[i + 1] % d[i] == 0 for i in range(len(d) - 1))
    assert 1 <= len(amounts) <= 2 * 10**4 and all(1 <= a <= MAXV for a in amounts)
    print(len(d))
    print(' '.join(map(str, d)))
    print(len(amounts))
    print('\n'.join(map(str, amounts)))


main()
