#!/usr/bin/env python3
"""Small-test generator for gift-card-pair: prints one input "n T" and the sorted prices.

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one or two items, prices up to 10; K <= 5: a handful of items with small prices (duplicates);
K >= 6: some seeds use prices near 10^9 and T up to 2*10^9; K = 10: ~3000 items.
T is, by seed, the sum of two different items, twice one item's price (a pair only if the price repeats),
or any value (often no pair), so both answers and the self-pair trap appear.
"""
import argparse
import random

MAXN = 10**5
B = 10**9


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    if size == 1:
        n, lo, hi = rng.randint(1, 2), 1, 10
    elif size <= 5:
        n, lo, hi = rng.randint(1, size + 3), 1, rng.choice((5, 10, 20))
    elif size <= 9:
        n = rng.randint(2, size + 2)
        lo, hi = rng.choice(((1, 30), (1, B), (B - 20, B), (B // 2 - 5, B // 2 + 5)))
    else:
        n = rng.randint(1000, 3000)
        lo, hi = rng.choice(((1, 1000), (1, B), (B // 2, B)))
    a = sorted(rng.randint(lo, hi) for _ in range(n))
    shape = rng.randrange(4)
    if shape == 0 and n >= 2:                        # a pair of two different items exists
        i, j = sorted(rng.sample(range(n), 2))
        T = a[i] + a[j]
    elif shape == 1:                                 # twice one price: only a repeated price pays it
        T = 2 * rng.choice(a)
    elif shape == 2:                                 # the largest sum the statement allows
        T = rng.choice((2 * B, 2 * hi, a[-1] + a[-1] - 1))
    else:
        T = rng.randint(2, 2 * hi)
    T = max(2, min(2 * B, T))
    assert 1 <= n <= MAXN and 2 <= T <= 2 * B
    assert all(1 <= x <= B for x in a) and all(a[i] <= a[i + 1] for i in range(n - 1))
    print(n, T)
    print(' '.join(map(str, a)))


main()
