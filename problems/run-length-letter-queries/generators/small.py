#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for run-length-letter-queries.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one run and one or two queries; K <= 5: a few short runs over two or three letters (adjacent runs
of the same letter at some seeds); K = 6..9: a few runs, at some seeds lengths up to 10^9 so positions
pass 2^31; K = 10: about a thousand runs and queries. Query ends often sit on run boundaries, at 1 or L,
and some queries ask for a letter that never occurs."""
import argparse
import random
import string

AL = string.ascii_lowercase
MAXLEN = 10**9


def queries(rng, runs, q, letters):
    L = sum(d for _, d in runs)
    cuts = [1, L]
    pos = 1
    for _, d in runs:
        cuts += [pos, pos + d - 1]
        pos += d
    cuts = [p for p in cuts if 1 <= p <= L]

    def point():
        return rng.choice(cuts) if rng.random() < 0.5 else rng.randint(1, L)

    out = []
    for _ in range(q):
        l, r = sorted((point(), point()))
        x = rng.choice(letters) if rng.random() < 0.85 else rng.choice(AL)
        out.append((l, r, x))
    return out


def make(rng, K):
    letters = AL[:rng.randint(1, 3)]
    if K == 1:
        n, q, maxlen = 1, rng.randint(1, 2), rng.randint(1, 10)
    elif K <= 5:
        n, q, maxlen = rng.randint(1, K + 1), rng.randint(1, K + 1), rng.choice([1, 3, 10])
    elif K <= 9:
        n, q = rng.randint(1, 6), rng.randint(1, 6)
        maxlen = rng.choice([10, 1000, MAXLEN])
    else:
        n, q, maxlen = 1000, 1000, rng.choice([100, MAXLEN])
        letters = AL[:rng.choice([2, 5, 26])]
    huge = K >= 6 and maxlen == MAXLEN and rng.random() < 0.5
    runs = []
    for _ in range(n):
        d = rng.randint(MAXLEN - 10, MAXLEN) if huge else rng.randint(1, maxlen)
        runs.append((rng.choice(letters), d))
    return runs, queries(rng, runs, q, letters)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    runs, qs = make(rng, args.size)
    n, q = len(runs), len(qs)
    L = sum(d for _, d in runs)
    assert 1 <= n <= 10**5 and 1 <= q <= 10**5
    assert all(c in AL and 1 <= d <= MAXLEN for c, d in runs)
    assert all(1 <= l <= r <= L and x in AL for l, r, x in qs)
    out = [f"{n} {q}"] + [f"{c} {d}" for c, d in runs] + [f"{l} {r} {x}" for l, r, x in qs]
    print('\n'.join(out))


main()
