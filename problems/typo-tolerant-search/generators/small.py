#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for typo-tolerant-search.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: a text of one or two letters; K <= 5: a short text over two or three letters and a pattern
that is a window of it (often the first or the last one) with zero, one or two letters changed, or a
random pattern (no hit at some seeds, m = n at some seeds); K = 6..9: the same with up to 20 letters,
or at some seeds a text of a few thousand letters; K = 10: a text of about 30000 letters."""
import argparse
import random
import string

AL = string.ascii_lowercase
MAXN = 7 * 10**5


def change(rng, s, k, letters):
    s = list(s)
    for i in rng.sample(range(len(s)), min(k, len(s))):
        s[i] = rng.choice([c for c in letters + 'z' if c != s[i]])
    return ''.join(s)


def make(rng, K):
    if K == 1:
        n, letters = rng.randint(1, 2), 'ab'
    elif K <= 5:
        n, letters = rng.randint(1, K + 4), rng.choice(['a', 'ab', 'abc'])
    elif K <= 9:
        n = rng.choice([rng.randint(1, 20), rng.randint(1000, 4000)])
        letters = rng.choice(['a', 'ab', 'abc', AL])
    else:
        n, letters = rng.randint(25000, 30000), rng.choice(['a', 'ab', AL])
    t = ''.join(rng.choice(letters) for _ in range(n))
    m = rng.choice([1, n, rng.randint(1, n), rng.randint(1, n)])
    if rng.random() < 0.2:
        p = ''.join(rng.choice(letters + 'z') for _ in range(m))
    else:
        i = rng.choice([0, n - m, rng.randint(0, n - m)])
        p = change(rng, t[i:i + m], rng.choice([0, 1, 1, 2]), letters)
    return t, p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    t, p = make(rng, args.size)
    assert 1 <= len(p) <= len(t) <= MAXN
    assert all(c in AL for c in t) and all(c in AL for c in p)
    print(t)
    print(p)


main()
