#!/usr/bin/env python3
"""Writes data/secret/*.in for Closed Intersection. Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXQ = 3 * 10**4
M = 5 * 10**5


def write(name, qs):
    assert 1 <= len(qs) <= MAXQ and all(0 <= v <= M for t in qs for v in t)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('%d\n' % len(qs))
        f.write(''.join('%d %d %d %d\n' % t for t in qs))


def inside(rng, a, b):
    return (a, b, rng.randint(0, a), rng.randint(0, b))


def edge(rng, a, b):
    """Closed intersection on the border of the rectangle (0, 0)-(a, b)."""
    side = rng.randrange(4)
    if side == 0:
        return (a, b, a, rng.randint(0, b))
    if side == 1:
        return (a, b, rng.randint(0, a), b)
    if side == 2:
        return (a, b, 0, rng.randint(0, b))
    return (a, b, rng.randint(0, a), 0)


def outside(rng, a, b):
    if a < M and rng.random() < 0.5:
        return (a, b, rng.randint(a + 1, M), rng.randint(0, M))
    if b < M:
        return (a, b, rng.randint(0, M), rng.randint(b + 1, M))
    return (a, b, rng.randint(0, a), rng.randint(0, b))


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(1729)
    write('01-depot-is-customer', [(0, 0, 0, 0)])
    write('02-depot-is-customer-open', [(0, 0, 3, 4), (0, 0, 0, 1), (0, 0, M, M)])
    write('03-closed-depot-or-customer', [(5, 7, 0, 0), (5, 7, 5, 7), (M, M, M, M), (M, 0, M, 0), (0, M, 0, 0)])
    write('04-straight-lines', [(7, 0, 3, 0), (7, 0, 3, 1), (0, 9, 0, 4), (0, 9, 1, 4), (M, 0, 1, 0), (0, M, 0, M - 1)])
    write('05-one-step', [(1, 0, 0, 0), (1, 0, 1, 0), (1, 0, 0, 1), (0, 1, 1, 0), (1, 1, 1, 0), (1, 1, 0, 1), (1, 1, 2, 2)])
    write('06-small-all', [(a, b, x, y) for a in range(4) for b in range(4) for x in range(5) for y in range(5)])
    write('07-border-cells', [edge(rng, rng.randint(1, 50), rng.randint(1, 50)) for _ in range(100)])
    write('08-outside-cells', [outside(rng, rng.randint(0, 50), rng.randint(0, 50)) for _ in range(100)] +
          [(3, 3, 4, 0), (3, 3, 0, 4), (3, 3, 4, 4), (0, 3, 1, 1), (3, 0, 1, 1)])
    write('09-small-random', [inside(rng, rng.randint(0, 30), rng.randint(0, 30)) for _ in range(300)])
    write('10-max-corner', [(M, M, 0, 0), (M, M, M, M), (M, M, M // 2, M // 2), (M, M, M, 0), (M, M, 0, M),
                            (M, M, 1, 0), (M, M, M, M - 1), (M, M - 1, M, M)])
    qs = [inside(rng, rng.randint(0, 1000), rng.randint(0, 1000)) for _ in range(2000)]
    write('11-medium-random', qs)
    qs = [edge(rng, rng.randint(1, M), rng.randint(1, M)) for _ in range(2000)]
    write('12-medium-border', qs)
    qs = [inside(rng, rng.randint(0, M), rng.randint(0, M)) for _ in range(MAXQ)]
    write('13-max-inside', qs)
    qs = []
    for _ in range(MAXQ):
        a, b = rng.randint(M - 1000, M), rng.randint(M - 1000, M)
        qs.append(rng.choice((inside, edge, outside))(rng, a, b))
    write('14-max-mixed-large', qs)
    qs = []
    for _ in range(MAXQ):
        a, b = rng.randint(0, M), rng.randint(0, M)
        qs.append(rng.choice((inside, edge, outside, edge))(rng, a, b))
    write('15-max-mixed', qs)
    write('16-thin-rectangles', [inside(rng, rng.randint(0, 2), rng.randint(0, M)) for _ in range(500)] +
          [inside(rng, rng.randint(0, M), rng.randint(0, 2)) for _ in range(500)])


if __name__ == '__main__':
    main()
