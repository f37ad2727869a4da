#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for first-broken-build (fixed seed). Run from the package folder.

Each .in holds "n k" (the number of builds and the first bad build), read only by the interactor;
each .ans holds k.
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAX_N = 2 * 10**9


def write(name, n, k):
    assert 1 <= k <= n <= MAX_N
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {k}\n')
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(f'{k}\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(20260417)
    # tiny histories: no check needed for n = 1, the ends of n = 2 and 3
    write('01-one-build', 1, 1)
    write('02-two-builds-first-bad', 2, 1)
    write('03-two-builds-second-bad', 2, 2)
    write('04-three-builds-middle-bad', 3, 2)
    # small: a linear scan still fits in 31 checks on the first, not on the others
    write('05-small-last-bad', 31, 31)
    write('06-hundred-first-bad', 100, 1)
    write('07-hundred-last-bad', 100, 100)
    write('08-hundred-middle-bad', 100, 50)
    write('09-power-of-two-just-past-middle', 1024, 513)
    write('10-power-of-two-last-bad', 1024, 1024)
    write('11-thousand-random', 1000, rng.randint(1, 1000))
    write('12-million-random', 10**6, rng.randint(1, 10**6))
    write('13-million-first-bad', 10**6, 1)
    n = rng.randint(10**5, 10**7)
    write('14-medium-random', n, rng.randint(1, n))
    # 2^30 + 1 builds: the plain search needs all 31 checks when build 1 is the first bad one
    write('15-two-pow-30-plus-one-first-bad', 2**30 + 1, 1)
    write('16-two-pow-30-plus-one-last-bad', 2**30 + 1, 2**30 + 1)
    # the largest history: ends, middle, around 2^30, and random suspects in both halves
    write('17-max-first-bad', MAX_N, 1)
    write('18-max-second-bad', MAX_N, 2)
    write('19-max-last-bad', MAX_N, MAX_N)
    write('20-max-next-to-last-bad', MAX_N, MAX_N - 1)
    write('21-max-middle-bad', MAX_N, MAX_N // 2)
    write('22-max-just-past-middle', MAX_N, MAX_N // 2 + 1)
    write('23-max-two-pow-30', MAX_N, 2**30)
    write('24-max-two-pow-30-plus-one', MAX_N, 2**30 + 1)
    write('25-max-random-lower-half', MAX_N, rng.randint(1, MAX_N // 2))
    write('26-max-random-upper-half', MAX_N, rng.randint(MAX_N // 2 + 1, MAX_N))
    write('27-max-random-top-quarter', MAX_N, rng.randint(MAX_N * 3 // 4, MAX_N))
    n = rng.randint(10**9, MAX_N)
    write('28-large-random', n, rng.randint(1, n))
    write('29-large-odd-random', MAX_N - 1, rng.randint(1, MAX_N - 1))
    n = rng.randint(3 * 10**8, MAX_N)
    write('30-large-random-late', n, rng.randint(n - 1000, n))


main()
