#!/usr/bin/env python3
"""Small-test generator for most-requested-song: prints n and the log of catalogue codes.

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one to three requests, codes up to 10; K <= 5: a handful of requests among 2-4 songs (ties in the
top count are frequent); K >= 6: some seeds use codes near 10^9; K = 10: ~5000 requests.
"""
import argparse
import random

MAXN = 10**5
MAXC = 10**9


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    if size == 1:
        n, songs, hi = rng.randint(1, 3), rng.randint(1, 2), 10
    elif size <= 5:
        n, songs, hi = rng.randint(2, size + 4), rng.randint(2, 4), 10
    elif size <= 9:
        n, songs, hi = rng.randint(4, size + 6), rng.randint(2, 5), rng.choice((20, MAXC))
    else:
        n, songs, hi = rng.randint(3000, 5000), rng.choice((3, 50, 2000)), rng.choice((1000, MAXC))
    lo = hi - 10 * songs if hi == MAXC and rng.random() < 0.5 else 1   # codes near the largest, at some seeds
    codes = rng.sample(range(lo, hi + 1), min(songs, hi - lo + 1))
    if rng.random() < 0.5 and len(codes) >= 2 and n >= 2:
        # a tie: the two top songs get the same number of requests, in shuffled order
        each = max(1, n // 3)
        others = codes[2:] or codes[:1]
        log = [codes[0]] * each + [codes[1]] * each + [rng.choice(others) for _ in range(n - 2 * each)]
        rng.shuffle(log)
    else:
        log = [rng.choice(codes) for _ in range(n)]
    assert 1 <= len(log) <= MAXN and all(1 <= x <= MAXC for x in log)
    print(len(log))
    print(' '.join(map(str, log)))


main()
