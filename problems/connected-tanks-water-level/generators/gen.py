#!/usr/bin/env python3
"""Writes data/secret/*.in for Connected Water Tanks. Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXN = 10**5
MAXQ = 2 * 10**4
MAXH = 10**9
MAXV = 10**14


def write(name, h, vs):
    assert 1 <= len(h) <= MAXN and 1 <= len(vs) <= MAXQ
    assert all(0 <= x <= MAXH for x in h) and all(1 <= v <= MAXV for v in vs)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('%d %d\n%s\n' % (len(h), len(vs), ' '.join(map(str, h))))
        f.write(''.join('%d\n' % v for v in vs))


def needs(h):
    """Volume needed to bring the level up to each bottom (sorted order)."""
    s = sorted(h)
    out, pref = [], 0
    for k, x in enumerate(s):
        out.append(k * x - pref)
        pref += x
    return out


def around_needs(rng, h, k):
    """Volumes equal to, just below and just above the volumes that reach a tank bottom."""
    nd = [x for x in needs(h) if 1 <= x <= MAXV]
    vs = []
    for _ in range(k):
        x = rng.choice(nd) if nd else 1
        vs.append(min(MAXV, max(1, x + rng.choice((-1, 0, 1)))))
    return vs


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(271828)
    write('01-one-tank', [0], [1])
    write('02-one-tank-high', [MAXH], [1, 7, MAXV])
    write('03-all-equal', [5] * 8, [1, 2, 3, 8, 9, 15, 16, 17])
    write('04-staircase', list(range(10)), list(range(1, 60)))
    write('05-two-levels', [0, 0, 0, 1000], [1, 2, 2999, 3000, 3001, 3002, 10**6])
    write('06-max-volume', [0, MAXH, MAXH // 2], [MAXV, MAXV - 1, 3 * 10**13 + 7])
    write('07-thirds', [0, 0, 0], [1, 2, 4, 5, 10**14 - 1])
    h = [rng.randint(0, 100) for _ in range(10)]
    write('08-small-random', h, [rng.randint(1, 1500) for _ in range(30)])
    h = [rng.randint(0, 20) for _ in range(12)]
    write('09-small-bottoms-hit', h, around_needs(rng, h, 40))
    h = [rng.randint(0, MAXH) for _ in range(1000)]
    write('10-medium-random', h, [rng.randint(1, MAXV) for _ in range(1000)])
    write('11-medium-small-volumes', h, [rng.randint(1, 10**6) for _ in range(1000)])
    write('12-medium-bottoms-hit', h, around_needs(rng, h, 1000))
    h = [rng.choice((0, MAXH)) for _ in range(5000)]
    write('13-two-terraces', h, around_needs(rng, h, 500) + [rng.randint(1, MAXV) for _ in range(500)])
    h = [MAXH - rng.randint(0, 10) for _ in range(3000)]
    write('14-high-terraces', h, [rng.randint(1, 10**5) for _ in range(2000)])
    h = [rng.randint(0, 10**6) * 1000 for _ in range(MAXN)]
    vs = [rng.randint(1, MAXV) for _ in range(MAXQ // 2)] + around_needs(rng, h, MAXQ // 2)
    rng.shuffle(vs)
    write('15-max-random', h, vs)
    h = [rng.randint(0, 10**5) for _ in range(MAXN)]
    vs = [rng.randint(1, 10 ** rng.randint(1, 14)) for _ in range(MAXQ // 2)]
    write('16-max-log-volumes', h, vs)
    h = list(range(0, MAXN * 100, 100))
    rng.shuffle(h)
    write('17-max-arithmetic-bottoms', h, around_needs(rng, h, MAXQ // 4) + [rng.randint(1, MAXV) for _ in range(MAXQ // 4)])


if __name__ == '__main__':
    main()
