#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for varied-melody-passage.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one or two notes; K <= 5: a short melody over one to four letters (random, or runs of one
note), k from 1 to n (k = 1 and k = n at some seeds); K = 6..9: the same with up to 20 notes, or at
some seeds a few thousand notes and a large k; K = 10: about 50000 notes."""
import argparse
import random
import string

AL = string.ascii_lowercase


def melody(rng, n, letters):
    if rng.random() < 0.3:  # runs of one note
        s = ''
        while len(s) < n:
            s += rng.choice(letters) * rng.randint(1, 4)
        return s[:n]
    return ''.join(rng.choice(letters) for _ in range(n))


def make(rng, K):
    if K == 1:
        n, letters = rng.randint(1, 2), 'ab'
    elif K <= 5:
        n, letters = rng.randint(1, K + 5), 'abcd'[:rng.randint(1, 4)]
    elif K <= 9:
        n = rng.choice([rng.randint(1, 20), rng.randint(1000, 4000)])
        letters = rng.choice(['a', 'ab', 'abc', AL])
    else:
        n, letters = rng.randint(40000, 50000), rng.choice(['ab', 'abcdef', AL])
    s = melody(rng, n, letters)
    k = rng.choice([1, 1, 2, n, rng.randint(1, n), rng.randint(1, max(1, n // len(letters)))])
    return k, s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    k, s = make(rng, args.size)
    k = min(k, len(s))
    assert 1 <= k <= len(s) <= 5 * 10**5 and all('a' <= c <= 'z' for c in s)
    print(len(s), k)
    print(s)


main()
