#!/usr/bin/env python3
"""Writes data/secret/*.in for One Room, Many Meetings. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
T = 2 * 10**9
G = 10**9


def write(name, g, meetings):
    n = len(meetings)
    assert 1 <= n <= 10**5 and 0 <= g <= G
    assert all(0 <= s < e <= T for s, e in meetings)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {g}\n')
        f.write(''.join(f'{s} {e}\n' for s, e in meetings))


def rand_meetings(rng, n, horizon, max_len):
    res = []
    for _ in range(n):
        length = rng.randint(1, max_len)
        s = rng.randint(0, horizon - length)
        res.append((s, s + length))
    return res


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(31337)
    write('01-one-request', 0, [(0, 1)])
    write('02-one-request-max', G, [(0, T)])
    write('03-identical-requests', 5, [(3, 9)] * 6)
    write('04-touching-g-zero', 0, [(i, i + 1) for i in range(10)][::-1])
    write('05-touching-g-one', 1, [(i, i + 1) for i in range(10)])
    write('06-long-starts-first', 0, [(0, 100), (1, 2), (3, 4), (5, 6), (7, 8)])
    write('07-short-but-blocking', 0, [(0, 6), (5, 8), (7, 13)])
    write('08-gap-exactly-g', 7, [(0, 3), (10, 12), (19, 20), (26, 30)])
    write('09-gap-one-short', 7, [(0, 3), (9, 12), (18, 20), (26, 30)])
    write('10-overflow-int', G, [(1, 1500000000), (1900000000, 2000000000)])
    write('11-overflow-int-many', G, [(1999999999, T), (1250000000, 1300000000), (0, 1200000000),
                                      (1900000000, 1950000000)])
    write('12-small-random', 2, rand_meetings(rng, 12, 40, 8))
    write('13-small-random', 0, rand_meetings(rng, 15, 30, 6))
    write('14-nested', 0, [(i, 1000 - i) for i in range(500)])
    write('15-medium-random', 10, rand_meetings(rng, 2000, 10**6, 3000))
    write('16-medium-random-big-g', 10**5, rand_meetings(rng, 2000, 10**7, 10**5))
    write('17-medium-all-overlap', 3, [(rng.randint(0, 10**6), rng.randint(10**6 + 1, T)) for _ in range(2000)])
    write('18-medium-huge-values', G, rand_meetings(rng, 3000, T, 5 * 10**8))
    write('19-medium-g-bigger-than-gaps', 500, [(1000 * i, 1000 * i + 600) for i in range(3000)])
    ms = [(i, i + 1) for i in range(10**5)]
    rng.shuffle(ms)
    write('20-max-all-disjoint', 0, ms)
    ms = [(2 * i, 2 * i + 3) for i in range(10**5)]  # each overlaps its neighbours
    rng.shuffle(ms)
    write('21-max-chain-of-overlaps', 0, ms)
    write('22-max-random', 1000, rand_meetings(rng, 5 * 10**4, T, 10**6))


main()
