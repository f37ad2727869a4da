#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for stable-sensor-windows.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one or two readings up to 10; K <= 5: a handful of readings up to 10 (random, a slow walk or
plateaus); K = 6..9: a few readings, at some seeds spanning 0..10^5; K = 10: thousands of readings.
The window length k ranges from 1 to n; d is often exactly the spread of one window (a stretch right at
the limit), sometimes 0 or random."""
import argparse
import random

V = 10**5


def readings(rng, n, top):
    shape = rng.randrange(3)
    if shape == 0:
        return [rng.randint(0, top) for _ in range(n)]
    if shape == 1:  # a slow walk
        x, a, step = rng.randint(0, top), [], max(1, top // 10)
        for _ in range(n):
            x = min(top, max(0, x + rng.randint(-step, step)))
            a.append(x)
        return a
    vals = [rng.randint(0, top) for _ in range(3)]  # plateaus of equal readings
    a = []
    while len(a) < n:
        a += [rng.choice(vals)] * rng.randint(1, 4)
    return a[:n]


def make(rng, K):
    if K == 1:
        n, top = rng.randint(1, 2), 10
    elif K <= 5:
        n, top = rng.randint(1, K + 3), rng.choice([3, 10])
    elif K <= 9:
        n, top = rng.randint(1, 8), rng.choice([10, V])
    else:
        n, top = 5000, rng.choice([100, V])
    a = readings(rng, n, top)
    if top == V and rng.random() < 0.3:
        a = [rng.choice([0, V]) for _ in range(n)]
    k = rng.choice([1, n, rng.randint(1, n), rng.randint(1, n)])
    i = rng.randint(0, n - k)
    window = a[i:i + k]
    r = rng.random()
    if r < 0.6:
        d = max(window) - min(window)
    elif r < 0.75:
        d = 0
    else:
        d = rng.randint(0, top)
    return n, k, d, a


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    n, k, d, a = make(rng, args.size)
    assert len(a) == n and 1 <= k <= n <= 2 * 10**5 and 0 <= d <= V and all(0 <= x <= V for x in a)
    print(n, k, d)
    print(' '.join(map(str, a)))


main()
