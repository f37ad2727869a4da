#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for scribe-copy-edit-distance.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: strings of one or two letters over 'ab'; K <= 5: short strings over two to four letters, the
original often a few random corrections away from the copy (identical, a prefix/suffix dropped, equal
letters everywhere at some seeds); K = 6..9: short strings, at some seeds one string has the maximum
2500 letters; K = 10: both strings near the maximum length."""
import argparse
import random
import string

AL = string.ascii_lowercase
MAXL = 2500


def rnd(rng, n, alpha):
    return ''.join(rng.choice(alpha) for _ in range(n))


def mutate(rng, s, k, alpha):
    """Applies k random corrections to s, keeping it within 1..MAXL letters."""
    s = list(s)
    for _ in range(k):
        op = rng.randrange(3)
        if op == 0 and len(s) < MAXL:
            s.insert(rng.randint(0, len(s)), rng.choice(alpha))
        elif op == 1 and len(s) > 1:
            del s[rng.randrange(len(s))]
        else:
            s[rng.randrange(len(s))] = rng.choice(alpha)
    return ''.join(s)


def pair(rng, n, alpha):
    s = rnd(rng, rng.randint(1, n), alpha)
    shape = rng.randrange(6)
    if shape == 0:
        t = rnd(rng, rng.randint(1, n), alpha)
    elif shape == 1:
        t = s
    elif shape == 2 and len(s) > 1:  # a piece of s: only erasures needed
        i = rng.randrange(len(s))
        t = s[i:rng.randint(i + 1, len(s))]
    elif shape == 3:
        t = alpha[0] * rng.randint(1, n)
    else:
        t = mutate(rng, s, rng.randint(1, max(1, n // 2)), alpha)
    return (s, t) if rng.random() < 0.5 else (t, s)


def make(rng, K):
    if K == 1:
        return pair(rng, 2, 'ab')
    if K <= 5:
        return pair(rng, K + 2, AL[:rng.randint(2, 4)])
    alpha = rng.choice(['ab', 'abc', AL])
    if K <= 9:
        s, t = pair(rng, 12, alpha)
        if rng.random() < 0.3:  # one string at the maximum length
            long = rnd(rng, MAXL, alpha) if rng.random() < 0.5 else alpha[0] * MAXL
            s, t = (long, t) if rng.random() < 0.5 else (s, long)
        return s, t
    s = rnd(rng, rng.randint(MAXL - 100, MAXL), alpha)
    t = mutate(rng, s, rng.randint(1, 500), alpha) if rng.random() < 0.5 else rnd(rng, rng.randint(1, MAXL), alpha)
    return s, t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    s, t = make(rng, args.size)
    assert 1 <= len(s) <= MAXL and 1 <= len(t) <= MAXL
    assert set(s + t) <= set(AL)
    print(s)
    print(t)


main()
