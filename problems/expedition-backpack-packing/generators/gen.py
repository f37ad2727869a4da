#!/usr/bin/env python3
"""Writes data/secret/*.in for expedition-backpack-packing (fixed seeds). Run from the package folder."""
import random, os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def write(name, W, items):
    assert 1 <= len(items) <= 500 and 1 <= W <= 10000
    assert all(1 <= w <= 10**9 and 1 <= v <= 10**9 for w, v in items)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(items)} {W}\n')
        f.write(''.join(f'{w} {v}\n' for w, v in items))


def rnd(rng, n, wlo, whi, vlo, vhi):
    return [(rng.randint(wlo, whi), rng.randint(vlo, vhi)) for _ in range(n)]


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(2718)
    write('01-one-fits', 10, [(10, 7)])
    write('02-one-too-heavy', 10, [(11, 7)])
    write('03-all-too-heavy', 100, [(rng.randint(101, 10**9), rng.randint(1, 10**9)) for _ in range(20)])
    write('04-take-everything', 60, [(i, i * 3) for i in range(1, 11)] + [(5, 1)])
    # value/weight greedy fails: the best-ratio piece blocks two pieces that fill the backpack
    write('05-greedy-ratio-trap', 10, [(6, 61), (5, 50), (5, 50)])
    # taking a piece twice would be better: catches an upward (unbounded) update order
    write('06-no-reuse', 10, [(5, 100), (9, 120), (1, 1)])
    write('07-small-random', 50, rnd(rng, 10, 1, 30, 1, 100))
    write('08-small-random', 100, rnd(rng, 20, 1, 60, 1, 1000))
    write('09-huge-values', 10000, [(rng.randint(1, 30), rng.randint(10**9 - 1000, 10**9)) for _ in range(500)])
    write('10-all-weight-one', 300, [(1, rng.randint(1, 10**9)) for _ in range(500)])
    write('11-capacity-one', 1, rnd(rng, 200, 1, 3, 1, 10**9))
    write('12-max-random', 10000, rnd(rng, 500, 1, 500, 1, 10**9))
    write('13-max-random-heavy', 10000, rnd(rng, 500, 500, 10000, 1, 10**9))
    # values close to weights: many near-ties
    items = []
    for _ in range(500):
        w = rng.randint(50, 1500)
        items.append((w, w * 1000 + rng.randint(-50, 50)))
    write('14-max-near-ties', 10000, items)
    write('15-max-mixed-too-heavy', 10000, [(rng.choice([rng.randint(1, 1000), rng.randint(10001, 10**9)]), rng.randint(1, 10**9)) for _ in range(500)])
    write('16-medium-random', 5000, rnd(rng, 200, 1, 500, 1, 10**6))
    write('17-exact-fill', 9973, [(rng.randint(50, 200) * 2, rng.randint(1, 10**9)) for _ in range(250)] + [(1, 1)])
    write('18-one-huge-vs-many-small', 1000, [(1000, 10**9)] + [(10, 10**7) for _ in range(100)])
    write('19-one-huge-wins', 1000, [(1000, 10**9)] + [(10, 10**7 - 1) for _ in range(100)])
    write('20-equal-items', 10000, [(137, 1000)] * 500)
    write('21-small-light-items', 40, rnd(rng, 40, 1, 3, 1, 10**9))


main()
