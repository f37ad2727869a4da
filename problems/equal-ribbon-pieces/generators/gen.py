#!/usr/bin/env python3
"""Writes data/secret/*.in for Equal Ribbon Pieces. Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXN = 10**5
MAXA = 10**9


def write(name, a):
    assert 1 <= len(a) <= MAXN and all(1 <= x <= MAXA for x in a)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('%d\n%s\n' % (len(a), ' '.join(map(str, a))))


def with_gcd(rng, n, g, maxmul):
    return [g * rng.randint(1, maxmul) for _ in range(n)]


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(20240601)
    write('01-one-ribbon-of-one', [1])
    write('02-one-long-ribbon', [MAXA])
    write('03-all-ones', [1] * 50)
    write('04-coprime-pair', [14, 15])
    write('05-all-equal', [999999999] * 7)
    write('06-piece-is-smallest', [5, 25, 100, 5, 45])
    write('07-gcd-drops-at-end', [2**29, 2**28, 2**27 * 3, 2**26 * 5, 3])
    write('08-total-over-int', [MAXA, MAXA - 1, MAXA])
    write('09-total-over-int-gcd-2', [MAXA, MAXA - 2, MAXA - 4, MAXA - 6, MAXA - 8, 2])
    write('10-small-random', with_gcd(rng, 10, 12, 50))
    write('11-small-random', [rng.randint(1, 100) for _ in range(12)])
    write('12-two-primes', [999999937, 999999929])
    write('13-prime-times', [999983 * k for k in (1, 2, 3, 5, 7, 11, 13, 17)])
    write('14-powers-of-two', [2**k for k in range(10, 30)])
    write('15-medium-common-factor', with_gcd(rng, 1000, 2**10 * 3**5, 4000))
    write('16-medium-random', [rng.randint(1, MAXA) for _ in range(1000)])
    a = with_gcd(rng, 5000, 7 * 11 * 13, 100000)
    a[rng.randrange(len(a))] = 7 * 11
    write('17-medium-one-breaks-factor', a)
    write('18-max-small-values', [rng.randint(1, 1000) * 4 for _ in range(MAXN)])
    write('19-max-random-gcd-1', [rng.randint(MAXA // 2, MAXA) for _ in range(MAXN)])
    write('20-max-common-factor', with_gcd(rng, MAXN, 123456, MAXA // 123456))
    write('21-max-all-max', [MAXA] * MAXN)


if __name__ == '__main__':
    main()
