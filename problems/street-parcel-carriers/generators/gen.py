#!/usr/bin/env python3
"""Writes data/secret/*.in for Street Parcel Carriers. Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXN = 2 * 10**5
MAXA = 10**9


def write(name, k, a):
    assert 1 <= k <= len(a) <= MAXN and all(1 <= x <= MAXA for x in a)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('%d %d\n%s\n' % (len(a), k, ' '.join(map(str, a))))


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(8675309)
    write('01-one-house', 1, [42])
    write('02-one-house-max', 1, [MAXA])
    write('03-one-carrier', 1, [3, 1, 4, 1, 5, 9, 2, 6])
    write('04-carrier-per-house', 6, [2, 7, 1, 8, 2, 8])
    write('05-all-equal-even-split', 4, [5] * 12)
    write('06-all-equal-uneven-split', 5, [5] * 12)
    write('07-giant-in-middle', 3, [1] * 10 + [1000] + [1] * 10)
    write('08-giant-at-end', 2, [1, 1, 1, 1, 100])
    write('09-increasing', 4, list(range(1, 21)))
    write('10-decreasing', 4, list(range(20, 0, -1)))
    write('11-one-less-than-houses', 7, [4, 4, 1, 1, 4, 4, 4, 4])
    write('12-small-random', 3, [rng.randint(1, 10) for _ in range(10)])
    write('13-small-random', 5, [rng.randint(1, 100) for _ in range(17)])
    write('14-small-random-wide', 4, [rng.randint(1, MAXA) for _ in range(30)])
    write('15-total-over-int', 2, [MAXA] * 5 + [1] * 3)
    a = [rng.randint(1, 1000) for _ in range(3000)]
    write('16-medium-random', 37, a)
    a = [rng.choice((1, 1, 1, 10**6)) for _ in range(3000)]
    write('17-medium-spikes', 50, a)
    write('18-k-1-huge-sum', 1, [rng.randint(MAXA - 1000, MAXA) for _ in range(5 * 10**4)])
    write('19-large-values-few-carriers', 7, [rng.randint(1, MAXA) for _ in range(3 * 10**4)])
    write('20-max-random-many-carriers', MAXN * 3 // 4, [rng.randint(1, 10**5) for _ in range(MAXN)])
    write('21-max-two-carriers', 2, [rng.randint(1, 9) for _ in range(MAXN)])
    write('22-max-nearly-one-each', MAXN - 1, [rng.randint(1, 9) for _ in range(MAXN)])
    a = [rng.randint(1, 9) for _ in range(MAXN)]
    a[rng.randrange(MAXN)] = 10**5
    write('23-max-one-giant-many-carriers', MAXN // 2, a)
    write('24-random-thousand-carriers', 1000, [rng.randint(1, 10**5) for _ in range(5 * 10**4)])


if __name__ == '__main__':
    main()
