#!/usr/bin/env python3
"""Writes data/secret/*.in for Flea Market Price Ranges. Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXN = 10**5
MAXQ = 5 * 10**4
MAXV = 10**9


def write(name, a, qs):
    assert 1 <= len(a) <= MAXN and 1 <= len(qs) <= MAXQ
    assert all(1 <= x <= MAXV for x in a) and all(1 <= l <= r <= MAXV for l, r in qs)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('%d %d\n%s\n' % (len(a), len(qs), ' '.join(map(str, a))))
        f.write(''.join('%d %d\n' % q for q in qs))


def rand_query(rng, lo, hi):
    l, r = rng.randint(lo, hi), rng.randint(lo, hi)
    return (min(l, r), max(l, r))


def edge_queries(rng, a, k):
    """Queries whose ends sit exactly on, just below and just above existing prices."""
    qs = []
    for _ in range(k):
        x, y = rng.choice(a), rng.choice(a)
        x, y = min(x, y), max(x, y)
        dx, dy = rng.choice((-1, 0, 1)), rng.choice((-1, 0, 1))
        l, r = max(1, x + dx), min(MAXV, y + dy)
        if l > r:
            l, r = r, l
        qs.append((l, r))
    return qs


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(4242)
    write('01-one-item-hit', [5], [(5, 5)])
    write('02-one-item-miss', [5], [(1, 4), (6, 10), (1, MAXV)])
    write('03-all-equal', [7] * 10, [(7, 7), (1, 6), (8, 9), (6, 8), (1, 7), (7, MAXV)])
    write('04-extreme-values', [1, MAXV, 1, MAXV], [(1, 1), (MAXV, MAXV), (1, MAXV), (2, MAXV - 1)])
    write('05-descending', list(range(20, 0, -1)), [(l, r) for l in range(0, 22, 3) for r in range(l, 22, 4) if l >= 1])
    a = [rng.randint(1, 30) for _ in range(25)]
    write('06-small-duplicates', a, edge_queries(rng, a, 40) + [(x, x) for x in range(1, 31)])
    a = [rng.randint(1, 1000) for _ in range(200)]
    write('07-small-random', a, [rand_query(rng, 1, 1000) for _ in range(200)])
    a = [rng.randint(1, MAXV) for _ in range(1000)]
    write('08-medium-large-values', a, edge_queries(rng, a, 1000) + [rand_query(rng, 1, MAXV) for _ in range(500)])
    a = [rng.choice((10, 20, 30, 40)) for _ in range(3000)]
    write('09-medium-few-prices', a, [(x, y) for x in range(9, 42) for y in range(x, 42)])
    a = [rng.randint(1, 10**6) for _ in range(20000)]
    write('10-medium-points', a, [(x, x) for x in (rng.choice(a) for _ in range(5000))])
    a = [rng.randint(1, 10**6) for _ in range(MAXN)]
    write('11-max-random', a, [rand_query(rng, 1, 10**6) for _ in range(MAXQ)])
    a = [rng.randint(1, 10**6) for _ in range(MAXN)]
    a = a[:10000]
    qs = [(rng.randint(1, 10), rng.randint(10**6 - 10, 10**6)) for _ in range(5000)]
    write('12-wide-queries', a, qs)
    a = [rng.randint(1, 3000) * 300 for _ in range(MAXN)]
    write('13-max-edges', a, edge_queries(rng, a, MAXQ))
    a = [rng.randint(1000, 2000) for _ in range(500)]
    write('14-queries-miss-everything', a, [rand_query(rng, 1, 999) for _ in range(100)] +
          [rand_query(rng, 2001, MAXV) for _ in range(100)] + [(999, 999), (2001, 2001), (1, 1000), (2000, MAXV)])
    a = [MAXV - rng.randint(0, 50) for _ in range(300)]
    write('15-near-max-values', a, [(MAXV - d, MAXV) for d in range(0, 60)] + [(MAXV - d, MAXV - d) for d in range(0, 60)])
    a = [rng.randint(1, 10**5) for _ in range(5000)]
    write('16-nested-queries', a, [(50000 - k * 25, 50000 + k * 25) for k in range(2000)])
    write('17-single-question', [rng.randint(1, MAXV) for _ in range(10000)], [(1, MAXV)])


if __name__ == '__main__':
    main()
