#!/usr/bin/env python3
"""Small-test generator for connected-tanks-water-level (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one park and its scenarios. K=1: one or two tanks
up to 10 m and one or two volumes up to 10; K<=5: at most K+2 tanks up to 2K m and at most K volumes,
often exactly (or one off) the volume that reaches a tank bottom; K=6..9: a few tanks, some at 10^9 m,
and volumes up to 10^14; K=10: a few thousand tanks and a thousand volumes. The seed picks the bottoms:
random, all equal, a staircase, or two terraces."""
import argparse
import random

MAXN = 10**5
MAXQ = 2 * 10**4
MAXH = 10**9
MAXV = 10**14


def bottoms(rng, n, hi):
    kind = rng.choice(['random', 'random', 'equal', 'staircase', 'terraces'])
    if kind == 'equal':
        return [rng.randint(0, hi)] * n
    if kind == 'staircase':
        step = max(1, hi // max(1, n))
        h = [i * step for i in range(n)]
        rng.shuffle(h)
        return h
    if kind == 'terraces':
        lo, top = rng.randint(0, hi), rng.randint(0, hi)
        return [rng.choice([lo, top]) for _ in range(n)]
    return [rng.randint(0, hi) for _ in range(n)]


def needs(h):
    """Volume needed to bring the level up to each bottom (sorted order)."""
    out, pref = [], 0
    for k, x in enumerate(sorted(h)):
        out.append(k * x - pref)
        pref += x
    return out


def volumes(rng, h, q, hi):
    """Random volumes, or volumes equal to / one off a volume that just reaches a tank bottom."""
    reach = [x for x in needs(h) if 1 <= x <= hi]
    out = []
    for _ in range(q):
        if reach and rng.random() < 0.5:
            v = rng.choice(reach) + rng.choice((-1, 0, 1))
        else:
            v = rng.randint(1, hi)
        out.append(min(hi, max(1, v)))
    return out


def make(rng, k):
    if k == 1:
        h = bottoms(rng, rng.randint(1, 2), 10)
        return h, volumes(rng, h, rng.randint(1, 2), 10)
    if k <= 5:
        h = bottoms(rng, rng.randint(1, k + 2), 2 * k)
        return h, volumes(rng, h, rng.randint(1, k), 8 * k)
    if k <= 9:
        h = bottoms(rng, rng.randint(1, k - 2), rng.choice([MAXH, 10]))
        h = [rng.choice([x, x, MAXH, MAXH - rng.randint(0, 5)]) for x in h]
        return h, volumes(rng, h, rng.randint(1, k - 4), rng.choice([MAXV, 10**10, 100]))
    h = bottoms(rng, rng.randint(1000, 4000), rng.choice([MAXH, 1000]))
    return h, volumes(rng, h, rng.randint(500, 1500), rng.choice([MAXV, 10**6]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    h, vs = make(rng, args.size)
    assert 1 <= len(h) <= MAXN and 1 <= len(vs) <= MAXQ
    assert all(0 <= x <= MAXH for x in h) and all(1 <= v <= MAXV for v in vs)
    print(len(h), len(vs))
    print(' '.join(map(str, h)))
    print(''.join('%d\n' % v for v in vs), end='')


main()
