#!/usr/bin/env python3
"""Writes data/secret/*.in for Ledger Audit Periods. Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXN = 2 * 10**5
MAXD = 10**9
MAXK = 10**15


def write(name, k, d):
    assert 1 <= len(d) <= MAXN and abs(k) <= MAXK and all(abs(x) <= MAXD for x in d)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('%d %d\n%s\n' % (len(d), k, ' '.join(map(str, d))))


def seg_sum(rng, d):
    i = rng.randrange(len(d))
    j = rng.randrange(i, len(d))
    return sum(d[i:j + 1])


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(31415)
    write('01-one-day-match', 7, [7])
    write('02-one-day-no-match', 7, [-7])
    write('03-one-day-zero', 0, [0])
    write('04-negative-k', -4, [1, -2, -2, 3, -5, 1, 0, -4])
    write('05-alternating-zero', 0, [1, -1] * 10)
    write('06-whole-ledger-only', 10, [4, -1, 3, 4])
    write('07-negative-values-window-trap', 3, [5, -2, 3, -3, 3, 2, -2, 1])
    write('08-small-random', 2, [rng.randint(-3, 3) for _ in range(40)])
    d = [rng.randint(-MAXD, MAXD) for _ in range(50)]
    write('09-big-values-k-over-int', sum(d[5:45]), d)
    d = [MAXD] * 1000 + [-MAXD] * 1000
    write('10-huge-prefix-sums', 500 * MAXD, d)
    write('11-extreme-k-no-match', MAXK, [MAXD] * 100)
    write('12-extreme-negative-k', -MAXK, [-MAXD] * 1000)
    d = [rng.randint(-10, 10) for _ in range(2000)]
    write('13-medium-small-values', 5, d)
    d = [rng.randint(-MAXD, MAXD) for _ in range(20000)]
    write('14-medium-big-values', seg_sum(rng, d), d)
    d = [rng.randint(0, 5) for _ in range(5000)]
    write('15-medium-nonnegative', 12, d)
    d = [rng.choice((MAXD, -MAXD, 0)) for _ in range(60000)]
    write('16-large-steps', 2 * MAXD, d)
    write('17-max-all-zero', 0, [0] * MAXN)
    d = [rng.randint(-10000, 10000) for _ in range(MAXN)]
    write('18-max-random', seg_sum(rng, d), d)
    d = [rng.choice((1, -1)) for _ in range(MAXN)]
    write('19-max-plus-minus-one', 1, d)
    d = [rng.randint(-10, 10) for _ in range(MAXN)]
    write('20-max-no-match', 10**12, d)
    write('21-k-beyond-int-small-values', 2**32 + 5, [rng.randint(-3, 3) for _ in range(1000)])
    d = [rng.randint(-5, 5) for _ in range(300)] + [MAXD] * 10 + [5 * MAXD - 2**32] + [rng.randint(-5, 5) for _ in range(300)]
    write('22-k-beyond-int-mixed', 5 * MAXD, d)
    d = [0] * MAXN
    d[MAXN // 3] = 1
    d[2 * MAXN // 3] = -1
    write('23-max-mostly-zero', 0, d)


if __name__ == '__main__':
    main()
