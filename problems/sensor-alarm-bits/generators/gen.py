#!/usr/bin/env python3
"""Writes data/secret/*.in for Sensor Alarm Bits. Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXN = 5 * 10**4
LIM = 1 << 60


def write(name, xs):
    assert 1 <= len(xs) <= MAXN and all(0 <= x < LIM for x in xs)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('%d\n%s\n' % (len(xs), ' '.join(map(str, xs))))


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(60606)
    write('01-single-zero', [0])
    write('02-single-one', [1])
    write('03-all-zero', [0] * 20)
    write('04-all-max', [LIM - 1] * 9)
    write('05-powers-of-two', [1 << k for k in range(60)])
    write('06-high-bits-only', [(1 << 59) | (1 << 45) | (1 << 33), 1 << 32, (1 << 59) + (1 << 40), 3 << 32])
    write('07-just-above-32-bits', [(1 << 32) + k for k in range(10)])
    write('08-all-ones-prefixes', [(1 << k) - 1 for k in range(1, 61)])
    write('09-small-random', [rng.randrange(1000) for _ in range(15)])
    write('10-small-random-wide', [rng.randrange(LIM) for _ in range(15)])
    write('11-int32-boundary', [2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**32 + 1])
    write('12-one-bit-each-high', [1 << rng.randrange(32, 60) for _ in range(30)])
    write('13-medium-random', [rng.randrange(LIM) for _ in range(2000)])
    write('14-medium-sparse', [sum(1 << b for b in rng.sample(range(60), rng.randint(0, 3))) for _ in range(3000)])
    write('15-medium-dense', [(LIM - 1) ^ sum(1 << b for b in rng.sample(range(60), rng.randint(0, 3))) for _ in range(3000)])
    write('16-max-low-values', [rng.randrange(1 << 20) for _ in range(MAXN)])
    write('17-max-random', [rng.randrange(LIM) for _ in range(MAXN)])
    write('18-max-all-max', [LIM - 1] * MAXN)
    write('19-max-odd-parity', [(LIM - 1) ^ (1 << rng.randrange(60)) for _ in range(MAXN)])


if __name__ == '__main__':
    main()
