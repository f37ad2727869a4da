#!/usr/bin/env python3
"""Writes data/secret/*.in for Banner on the Skyline. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
HMAX = 10**9
N = 2 * 10**5


def write(name, h):
    assert 1 <= len(h) <= N and all(0 <= x <= HMAX for x in h)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(h)}\n{" ".join(map(str, h))}\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(1618)
    write('01-one-building', [7])
    write('02-one-empty-lot', [0])
    write('03-one-building-max', [HMAX])
    write('04-all-zero', [0] * 10)
    write('05-increasing', list(range(1, 11)))
    write('06-decreasing', list(range(10, 0, -1)))
    write('07-pyramid', [1, 2, 3, 4, 5, 4, 3, 2, 1])
    write('08-valley', [5, 4, 3, 2, 1, 2, 3, 4, 5])
    write('09-wide-beats-tall', [3, 3, 3, 3, 3, 100, 3, 3])
    write('10-tall-beats-wide', [1, 1, 1, 100, 90, 1, 1])
    write('11-zeros-split', [4, 4, 0, 3, 3, 3, 0, 5])
    write('12-small-random', [rng.randint(0, 10) for _ in range(15)])
    write('13-small-random', [rng.randint(0, 10) for _ in range(15)])
    write('14-medium-random', [rng.randint(0, HMAX) for _ in range(3000)])
    write('15-medium-random-few-values', [rng.randint(0, 3) for _ in range(3000)])
    write('16-medium-sawtooth', [(i % 100) + 1 for i in range(5000)])
    write('17-overflow-two-max', [HMAX, HMAX, 1])
    write('18-overflow-medium', [HMAX - rng.randint(0, 10) for _ in range(4000)])
    steps = []
    for i in range(5000):  # a staircase with random zeros
        steps.append(0 if rng.random() < 0.01 else i * 1000)
    write('19-medium-stairs-with-zeros', steps)
    write('20-max-all-equal', [99999] * N)
    write('21-max-increasing', [i // 2 + 1 for i in range(N)])
    write('22-max-random', [rng.randint(0, HMAX) for _ in range(N // 2)])


main()
