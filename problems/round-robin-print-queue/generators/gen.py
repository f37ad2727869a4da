#!/usr/bin/env python3
"""Writes data/secret/*.in for Fair Printer. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def write(name, k, p):
    n = len(p)
    assert 1 <= n <= 1000 and 1 <= k <= 1000 and all(1 <= x <= 1000 for x in p)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {k}\n{" ".join(map(str, p))}\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(7031)
    write('01-one-job-one-page', 1, [1])
    write('02-one-job-many-turns', 3, [1000])
    write('03-one-job-one-turn', 1000, [1000])
    write('04-exact-multiples', 5, [5, 10, 15, 20, 5, 25])
    write('05-all-one-page', 1, [1] * 20)
    write('06-k-one-small', 1, [rng.randint(1, 5) for _ in range(10)])
    write('07-all-equal', 4, [9] * 30)
    write('08-decreasing', 3, list(range(40, 0, -1)))
    write('09-increasing', 3, list(range(1, 41)))
    write('10-small-random', rng.randint(1, 6), [rng.randint(1, 20) for _ in range(15)])
    write('11-small-random', rng.randint(1, 6), [rng.randint(1, 20) for _ in range(15)])
    write('12-remainder-one', 10, [11, 21, 1, 31, 10, 20])
    write('13-medium-random', 17, [rng.randint(1, 1000) for _ in range(300)])
    write('14-one-long-job-at-front', 2, [1000] + [rng.randint(1, 10) for _ in range(99)])
    write('15-one-long-job-at-back', 2, [rng.randint(1, 10) for _ in range(99)] + [1000])
    write('16-big-k', 1000, [rng.randint(1, 1000) for _ in range(1000)])
    write('17-max-k-one-all-max', 1, [1000] * 1000)
    write('18-max-k-one-random', 1, [rng.randint(1, 1000) for _ in range(1000)])
    write('19-max-k-two-random', 2, [rng.randint(900, 1000) for _ in range(1000)])
    write('20-max-random-k', rng.randint(5, 50), [rng.randint(1, 1000) for _ in range(1000)])


main()
