#!/usr/bin/env python3
"""Small-test generator (docs/packages.md#small-tests): prints one input for studio-booking-blocks.

usage: python3 generators/small.py --seed S --size K   (K = 1..10)
K = 1: one or two bookings with times up to 10; K <= 5: a handful of bookings with small times,
random, touching end to start, nested inside a long one, or identical; K = 6..9: a few bookings, at
some seeds with starts up to 10^9 and durations up to 2*10^9 (ends pass 2^31); K = 10: thousands of
bookings. The list is shuffled."""
import argparse
import random

SMAX = 10**9
DMAX = 2 * 10**9


def bookings(rng, n, smax, dmax):
    shape = rng.randrange(5)
    if shape == 0:  # a chain of touching bookings, maybe with a gap
        b, s = [], rng.randint(0, smax // 2)
        for _ in range(n):
            d = rng.randint(1, max(1, dmax // n))
            if s > smax:
                break
            b.append((s, d))
            s += d + (1 if rng.random() < 0.2 else 0)
    elif shape == 1:  # one long booking with short ones inside it or just after it
        s0 = rng.randint(0, smax // 2)
        d0 = rng.randint(n, max(n, dmax))
        b = [(s0, d0)]
        for _ in range(n - 1):
            s = min(smax, rng.randint(s0, s0 + d0))
            b.append((s, rng.randint(1, max(1, d0 // 3))))
    elif shape == 2:
        b = [(rng.randint(0, smax), rng.randint(1, dmax))] * n
    else:
        b = [(rng.randint(0, smax), rng.randint(1, dmax)) for _ in range(n)]
    rng.shuffle(b)
    return b


def make(rng, K):
    if K == 1:
        return bookings(rng, rng.randint(1, 2), 10, 5)
    if K <= 5:
        return bookings(rng, rng.randint(1, K + 2), rng.choice([5, 10, 20]), rng.choice([3, 10]))
    if K <= 9:
        smax, dmax = rng.choice([(20, 10), (SMAX, DMAX), (SMAX, DMAX)])
        b = bookings(rng, rng.randint(1, 6), smax, dmax)
        if smax == SMAX and rng.random() < 0.4:
            b.append((rng.randint(SMAX - 10, SMAX), rng.randint(DMAX - 10, DMAX)))
        return b
    smax, dmax = rng.choice([(10**5, 50), (SMAX, DMAX), (SMAX, 10**5)])
    return bookings(rng, 2500, smax, dmax)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    b = make(rng, args.size)
    assert 1 <= len(b) <= 150000
    assert all(0 <= s <= SMAX and 1 <= d <= DMAX for s, d in b)
    print(len(b))
    print('\n'.join(f"{s} {d}" for s, d in b))


main()
