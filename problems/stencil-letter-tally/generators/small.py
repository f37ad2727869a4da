#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for stencil-letter-tally.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one or two letters; K <= 5: a short word over a few letters (ties in count at many seeds,
letters in reverse alphabetical order at some); K = 6..9: a short word, or at some seeds a few
thousand letters with the far ends of the alphabet; K = 10: about 60000 letters."""
import argparse
import random
import string

AL = string.ascii_lowercase


def word(rng, n, letters):
    shape = rng.randrange(4)
    if shape == 0:  # every letter the same number of times: all tied
        reps = max(1, n // len(letters))
        w = list(''.join(c * reps for c in letters))
        rng.shuffle(w)
        return ''.join(w[:max(1, n)])
    if shape == 1:  # blocks in reverse alphabetical order
        return ''.join(c * rng.randint(1, max(1, n // len(letters))) for c in sorted(letters, reverse=True))
    return ''.join(rng.choice(letters) for _ in range(n))


def letters_for(rng, k):
    pool = rng.choice([AL, 'az', 'abc', 'xyz'])
    return ''.join(rng.sample(pool, min(k, len(pool))))


def make(rng, K):
    if K == 1:
        return word(rng, rng.randint(1, 2), letters_for(rng, 2))
    if K <= 5:
        return word(rng, rng.randint(1, K + 4), letters_for(rng, rng.randint(1, K)))
    if K <= 9:
        n = rng.choice([rng.randint(1, 12), rng.randint(1000, 5000)])
        return word(rng, n, letters_for(rng, rng.randint(1, 26)))
    return word(rng, 60000, letters_for(rng, rng.choice([2, 5, 26])))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    s = make(rng, args.size)
    assert 1 <= len(s) <= 10**6 and all('a' <= c <= 'z' for c in s)
    print(s)


main()
