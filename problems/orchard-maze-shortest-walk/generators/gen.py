#!/usr/bin/env python3
"""Writes data/secret/*.in for orchard-maze-shortest-walk (fixed seeds). Run from the package folder."""
import random, os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def write(name, g):
    r, c = len(g), len(g[0])
    flat = ''.join(''.join(row) for row in g)
    assert flat.count('S') == 1 and flat.count('E') == 1 and all(len(row) == c for row in g)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{r} {c}\n')
        f.write(''.join(''.join(row) + '\n' for row in g))


def empty(r, c):
    return [['.'] * c for _ in range(r)]


def random_grid(rng, r, c, p):
    g = [['#' if rng.random() < p else '.' for _ in range(c)] for _ in range(r)]
    return g


def place(rng, g, s=None, e=None):
    r, c = len(g), len(g[0])
    if s is None:
        s = (rng.randrange(r), rng.randrange(c))
    while e is None or e == s:
        e = (rng.randrange(r), rng.randrange(c))
    g[s[0]][s[1]] = 'S'
    g[e[0]][e[1]] = 'E'
    return g


def serpentine(r, c):
    """Walls on every odd row with a single gap alternating between the ends: one very long corridor."""
    g = empty(r, c)
    for i in range(1, r, 2):
        g[i] = ['#'] * c
        g[i][c - 1 if (i // 2) % 2 == 0 else 0] = '.'
    return g


def spiral(n):
    g = [['#'] * n for _ in range(n)]
    # carve a spiral corridor with walls of thickness 1
    top, left, bottom, right = 0, 0, n - 1, n - 1
    r, c = 0, 0
    g[0][0] = '.'
    dirs = [(0, 1), (1, 0), (0, -1), (-1, 0)]
    d = 0
    while True:
        moved = False
        dr, dc = dirs[d]
        while True:
            nr, nc = r + dr, c + dc
            ar, ac = r + 2 * dr, c + 2 * dc
            if not (0 <= nr < n and 0 <= nc < n):
                break
            if 0 <= ar < n and 0 <= ac < n and g[ar][ac] == '.':
                break
            g[nr][nc] = '.'
            r, c = nr, nc
            moved = True
        d = (d + 1) % 4
        if not moved:
            break
    return g, (r, c)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(4242)
    write('01-two-cells', [['S', 'E']])
    write('02-two-cells-vertical', [['E'], ['S']])
    write('03-single-row', [list('S..#..E')[:3] + list('...E')])
    write('04-single-row-blocked', [list('S.#.E')])
    write('05-single-column', [[ch] for ch in 'E.....S'])
    write('06-start-walled-in', [list('.#...'), list('#S#..'), list('.#...'), list('....E')])
    write('07-exit-walled-in', [list('S....'), list('...#.'), list('..#E#'), list('...#.')])
    write('08-small-random', place(rng, random_grid(rng, 8, 9, 0.3)))
    write('09-small-random', place(rng, random_grid(rng, 15, 12, 0.35)))
    g = empty(10, 10); place(rng, g, (4, 4), (4, 5)); write('10-adjacent', g)
    write('11-medium-random', place(rng, random_grid(rng, 100, 150, 0.3)))
    write('12-medium-serpentine', place(rng, serpentine(99, 60), (0, 0), (98, 59)))
    write('13-large-open', place(rng, empty(700, 1000), (0, 0), (699, 999)))
    write('14-max-serpentine', place(rng, serpentine(1000, 1000), (0, 0), (999, 0)))
    g, end = spiral(499)
    write('15-large-spiral', place(rng, g, (0, 0), end))
    write('16-max-random-sparse', place(rng, random_grid(rng, 1000, 1000, 0.2), (0, 0), (999, 999)))
    write('17-large-random-unreachable', place(rng, random_grid(rng, 500, 500, 0.45), (0, 0), (499, 499)))
    g = random_grid(rng, 400, 600, 0.1)
    for j in range(600):
        g[200][j] = '#'
    write('18-split-in-half', place(rng, g, (10, 10), (390, 590)))
    write('19-wide-row', place(rng, random_grid(rng, 1, 1000, 0.0), (0, 999), (0, 0)))
    write('20-tall-column', place(rng, random_grid(rng, 1000, 1, 0.0), (0, 0), (999, 0)))
    write('21-medium-random-dense', place(rng, random_grid(rng, 300, 300, 0.38)))
    g = random_grid(rng, 200, 300, 0.0)
    for i in range(0, 200, 4):
        for j in range(300):
            g[i][j] = '#' if j % 50 else '.'
    write('22-medium-grates', place(rng, g, (1, 1), (198, 298)))


main()
