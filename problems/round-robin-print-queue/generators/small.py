#!/usr/bin/env python3
"""Small-test generator for round-robin-print-queue: prints "n k" and the page counts.

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one or two jobs, up to 10 pages; K <= 5: a handful of jobs with few pages (k = 1, k larger than
every job, exact multiples of k, all equal); K >= 6: some seeds use 1000-page jobs and k up to 1000;
K = 10: up to 1000 jobs.
"""
import argparse
import random


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
        n, hi = rng.randint(1, size + 3), rng.choice((3, 10, 20))
    elif size <= 9:
        n, hi = rng.randint(2, size + 2), rng.choice((20, 1000, 1000))
    else:
        n, hi = rng.randint(300, 1000), rng.choice((20, 1000))
    k = rng.choice((1, 2, rng.randint(1, hi), hi, 1000))
    shape = rng.randrange(5)
    if shape == 0:
        p = [rng.randint(1, hi)] * n                         # all equal
    elif shape == 1:
        p = [k * rng.randint(1, max(1, hi // k)) for _ in range(n)]   # exact multiples of k
    else:
        p = [rng.randint(1, hi) for _ in range(n)]
    p = [min(1000, x) for x in p]
    assert 1 <= n <= 1000 and 1 <= k <= 1000 and all(1 <= x <= 1000 for x in p)
    print(n, k)
    print(' '.join(map(str, p)))


main()
