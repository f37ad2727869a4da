#!/usr/bin/env python3
"""Writes data/secret/*.in for Tower of Powers. Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXQ = 2 * 10**4
MAXV = 10**18
P = 10**9 + 7


def write(name, qs):
    assert 1 <= len(qs) <= MAXQ and all(0 <= v <= MAXV for t in qs for v in t)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('%d\n' % len(qs))
        f.write(''.join('%d %d %d\n' % t for t in qs))


def big(rng):
    return rng.randint(0, MAXV)


def mult_of(rng, m):
    return m * rng.randint(1, MAXV // m)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(1000000007)
    write('01-all-zero', [(0, 0, 0)])
    write('02-zero-to-the-zero', [(0, 0, 1), (0, 0, MAXV), (5, 0, 7), (MAXV, 0, 1)])
    write('03-top-zero', [(0, 5, 0), (7, MAXV, 0), (P, 3, 0), (MAXV, 0, 0), (1, 0, 0)])
    write('04-small-values', [(a, b, c) for a in range(4) for b in range(4) for c in range(4)])
    write('05-base-multiple-of-p', [(P, P - 1, 1), (0, P - 1, 1), (2 * P, P - 1, 2), (P, 2 * (P - 1), 3),
                                     (0, 500000003, 1), (P * 999, P - 1, MAXV), (0, 2, 1), (P, 1, 1)])
    write('06-exponent-multiple-of-p-minus-1', [(rng.randint(1, P - 1), mult_of(rng, P - 1), rng.randint(1, MAXV)) for _ in range(30)])
    write('07-exponent-multiple-of-p', [(rng.randint(2, P - 1), mult_of(rng, P), rng.randint(1, 50)) for _ in range(30)])
    write('08-base-minus-one', [(P - 1, rng.randint(0, MAXV), rng.randint(0, MAXV)) for _ in range(30)] + [(P - 1, 2, 1), (P - 1, 3, 5)])
    write('09-base-one-and-p-plus-one', [(1, big(rng), big(rng)), (P + 1, big(rng), big(rng)), (1, 0, 1)])
    write('10-b-one', [(big(rng), 1, big(rng)) for _ in range(30)])
    write('11-huge-everything', [(MAXV, MAXV, MAXV), (MAXV - 1, MAXV - 1, MAXV - 1), (MAXV, 2, 62), (2, 2, 62)])
    write('12-small-random', [(rng.randint(0, 20), rng.randint(0, 5), rng.randint(0, 5)) for _ in range(100)])
    qs = [(mult_of(rng, P), rng.choice((mult_of(rng, P - 1), mult_of(rng, (P - 1) // 2), big(rng))), rng.randint(0, 3)) for _ in range(300)]
    write('13-zero-base-traps', qs)
    write('14-medium-random', [(big(rng), big(rng), big(rng)) for _ in range(3000)])
    qs = []
    for _ in range(MAXQ):
        kind = rng.randrange(6)
        if kind == 0:
            qs.append((mult_of(rng, P), big(rng), rng.randint(0, 2)))
        elif kind == 1:
            qs.append((big(rng), 0, rng.randint(0, 2)))
        elif kind == 2:
            qs.append((big(rng), mult_of(rng, P - 1), big(rng)))
        else:
            qs.append((big(rng), big(rng), big(rng)))
    write('15-max-mixed', qs)
    write('16-max-random', [(big(rng), big(rng), big(rng)) for _ in range(MAXQ)])
    write('17-max-small-bases', [(rng.randint(0, 10), rng.randint(0, 10), big(rng)) for _ in range(MAXQ)])


if __name__ == '__main__':
    main()
