#!/usr/bin/env python3
"""Small-test generator for closed-intersection-walks (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints a few deliveries. K=1: one delivery with
coordinates up to 2; K<=5: at most K deliveries with coordinates up to K+1; K=6..9: a few deliveries,
some with coordinates up to 5*10^5 (counts far beyond the modulus); K=10: a thousand deliveries. Each
closed intersection is inside the rectangle (0,0)-(a,b), on its border, at the depot or the customer,
or outside it."""
import argparse
import random

MAXQ = 3 * 10**4
M = 5 * 10**5


def delivery(rng, hi):
    a, b = rng.randint(0, hi), rng.randint(0, hi)
    where = rng.choice(['inside', 'inside', 'border', 'border', 'end', 'outside'])
    if where == 'inside':
        return a, b, rng.randint(0, a), rng.randint(0, b)
    if where == 'border':
        side = rng.randrange(4)
        if side == 0:
            return a, b, a, rng.randint(0, b)
        if side == 1:
            return a, b, rng.randint(0, a), b
        if side == 2:
            return a, b, 0, rng.randint(0, b)
        return a, b, rng.randint(0, a), 0
    if where == 'end':
        return (a, b, 0, 0) if rng.random() < 0.5 else (a, b, a, b)
    x, y = rng.randint(0, min(M, hi + 1)), rng.randint(0, min(M, hi + 1))
    if x <= a and y <= b:  # push it out of the rectangle on one side
        if a < M and (rng.random() < 0.5 or b == M):
            x = rng.randint(a + 1, min(M, a + 1 + hi))
        elif b < M:
            y = rng.randint(b + 1, min(M, b + 1 + hi))
    return a, b, x, y


def make(rng, k):
    if k == 1:
        return [delivery(rng, 2)]
    if k <= 5:
        return [delivery(rng, k + 1) for _ in range(rng.randint(1, k))]
    if k <= 9:
        qs = []
        for _ in range(rng.randint(1, k - 4)):
            hi = rng.choice([M, M, 10**3, 30])
            a, b, x, y = delivery(rng, hi)
            if hi == M and rng.random() < 0.3:  # the largest rectangle
                a, b, x, y = M, M, rng.randint(0, M), rng.randint(0, M)
            qs.append((a, b, x, y))
        return qs
    hi = rng.choice([50, 2000, M])
    return [delivery(rng, hi) for _ in range(rng.randint(500, 1500))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    qs = make(rng, args.size)
    assert 1 <= len(qs) <= MAXQ and all(0 <= v <= M for t in qs for v in t)
    print(len(qs))
    print(''.join('%d %d %d %d\n' % t for t in qs), end='')


main()
