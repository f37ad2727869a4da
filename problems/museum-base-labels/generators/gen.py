#!/usr/bin/env python3
"""Writes data/secret/*.in for Museum Base Labels. Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXQ = 2 * 10**4
MAXX = 10**18


def write(name, qs):
    assert 1 <= len(qs) <= MAXQ and all(0 <= x <= MAXX and 2 <= b <= 36 for x, b in qs)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('%d\n' % len(qs))
        f.write(''.join('%d %d\n' % q for q in qs))


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(3636)
    write('01-zero-base-2', [(0, 2)])
    write('02-one', [(1, 2)])
    write('03-zero-every-base', [(0, b) for b in range(2, 37)])
    write('04-max-every-base', [(MAXX, b) for b in range(2, 37)])
    write('05-base-equals-x', [(b, b) for b in range(2, 37)])
    write('06-one-below-base', [(b - 1, b) for b in range(2, 37)])
    write('07-powers-of-base', [(b ** k, b) for b in range(2, 37) for k in range(0, 40) if b ** k <= MAXX])
    write('08-powers-minus-one', [(b ** k - 1, b) for b in range(2, 37) for k in range(1, 40) if b ** k - 1 <= MAXX])
    write('09-int32-boundaries', [(x, b) for x in (2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**63 // 10) for b in (2, 10, 16, 36)])
    write('10-small-random', [(rng.randint(0, 100), rng.randint(2, 36)) for _ in range(30)])
    write('11-letters-only', [(rng.randint(10, 35), 36) for _ in range(20)] + [(35 * 36 + 10, 36)])
    write('12-base-10-identity', [(rng.randint(0, MAXX), 10) for _ in range(200)])
    write('13-medium-random', [(rng.randint(0, MAXX), rng.randint(2, 36)) for _ in range(2000)])
    write('14-medium-log-uniform', [(rng.randint(0, 10 ** rng.randint(0, 18)), rng.randint(2, 36)) for _ in range(2000)])
    qs = [(rng.randint(0, MAXX), rng.randint(2, 36)) for _ in range(MAXQ - 40)] + [(0, rng.randint(2, 36)) for _ in range(40)]
    rng.shuffle(qs)
    write('15-max-random-with-zeros', qs)
    write('16-max-base-2', [(rng.randint(MAXX // 2, MAXX), 2) for _ in range(MAXQ)])
    write('17-max-base-36', [(rng.randint(0, MAXX), 36) for _ in range(MAXQ)])


if __name__ == '__main__':
    main()
