#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for shelf-reorder-swaps.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one or two books; K <= 5: a handful of books with codes up to 10, often repeated; K = 6..9: a few
books, at some seeds with codes near 10^9; K = 10: thousands of books. The catalogue is a shuffle, the
reverse, the sorted order or the shelf itself; at some seeds one code differs, so the answer is -1.
(The answer passes 2^31 only with n above 65536, which no input of 64 KiB can hold.)"""
import argparse
import random

B = 10**9


def codes(rng, n, top):
    if top >= n and rng.random() < 0.3:  # distinct codes
        return rng.sample(range(max(1, top - 10 * n), top + 1), n)
    k = rng.randint(1, min(3, top))
    pool = rng.sample(range(1, top + 1), k) if top < 100 else [top - i for i in range(k)]
    return [rng.choice(pool) for _ in range(n)]


def catalogue(rng, a, top):
    shape = rng.randrange(5)
    if shape == 0:
        b = a[::-1]
    elif shape == 1:
        b = sorted(a, reverse=rng.random() < 0.5)
    elif shape == 2:
        b = list(a)
    else:
        b = list(a)
        rng.shuffle(b)
    if rng.random() < 0.2:  # not the same books
        i = rng.randrange(len(b))
        b[i] = b[i] - 1 if b[i] == top else b[i] + 1
    return b


def make(rng, K):
    if K == 1:
        n, top = rng.randint(1, 2), rng.choice([2, 10])
    elif K <= 5:
        n, top = rng.randint(1, K + 2), rng.choice([2, 3, 10])
    elif K <= 9:
        n, top = rng.randint(1, 8), rng.choice([10, B])
    else:
        n, top = rng.choice([(8000, 9), (2500, B)])
    a = codes(rng, n, top)
    return a, catalogue(rng, a, top)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    a, b = make(rng, args.size)
    n = len(a)
    assert 1 <= n <= 2 * 10**5 and len(b) == n
    assert all(1 <= x <= B for x in a + b)
    print(n)
    print(' '.join(map(str, a)))
    print(' '.join(map(str, b)))


main()
