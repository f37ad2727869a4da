#!/usr/bin/env python3
"""Small-test generator for orchard-maze-shortest-walk: prints "r c" and the maze rows.

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: two or three cells; K <= 5: mazes of a few rows and columns (open, random hedges, exit cut off);
K >= 6: up to about 12 x 12, and some seeds a single row or column of up to 1000 cells (the largest
side); K = 10: up to about 200 x 250. Entrance and exit are random cells, corners or neighbours by seed.
"""
import argparse
import random


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    if size == 1:
        r, c = rng.choice(((1, 2), (2, 1), (1, 3), (3, 1)))
    elif size <= 5:
        r, c = rng.randint(1, size + 1), rng.randint(2, size + 2)
    elif size <= 9:
        r, c = rng.choice(((rng.randint(3, size + 3), rng.randint(3, size + 3)), (1, rng.randint(2, 1000)),
                           (rng.randint(2, 1000), 1)))
    else:
        r, c = rng.randint(50, 200), rng.randint(50, 250)
    if rng.random() < 0.5:
        r, c = c, r
    p = rng.choice((0.0, 0.2, 0.35, 0.5))
    g = [['#' if rng.random() < p else '.' for _ in range(c)] for _ in range(r)]
    cells = [(i, j) for i in range(r) for j in range(c)]
    where = rng.randrange(3)
    if where == 0:                                   # opposite corners
        s, e = (0, 0), (r - 1, c - 1)
    else:
        s, e = rng.sample(cells, 2)
    if where == 1:                                   # the exit next to the entrance, when it fits
        near = [(s[0] + di, s[1] + dj) for di, dj in ((0, 1), (1, 0), (0, -1), (-1, 0))]
        near = [x for x in near if 0 <= x[0] < r and 0 <= x[1] < c]
        e = rng.choice(near)
    g[s[0]][s[1]] = 'S'
    g[e[0]][e[1]] = 'E'
    flat = ''.join(''.join(row) for row in g)
    assert 1 <= r <= 1000 and 1 <= c <= 1000 and r * c >= 2
    assert flat.count('S') == 1 and flat.count('E') == 1 and all(len(row) == c for row in g)
    print(r, c)
    print('\n'.join(''.join(row) for row in g))


main()
