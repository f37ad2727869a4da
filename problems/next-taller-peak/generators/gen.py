#!/usr/bin/env python3
"""Writes data/secret/*.in for Next Taller Peak. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
H = 10**4
N = 2 * 10**5


def write(name, h):
    assert 1 <= len(h) <= N and all(-H <= x <= H for x in h)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(h)}\n{" ".join(map(str, h))}\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(5150)
    write('01-one-summit', [0])
    write('02-two-equal', [7, 7])
    write('03-two-rising', [-10000, 10000])
    write('04-two-falling', [10000, -10000])
    write('05-increasing', list(range(-20, 21)))
    write('06-decreasing', list(range(20, -21, -1)))
    write('07-equal-then-higher', [3] * 10 + [4])
    write('08-small-random', [rng.randint(-5, 5) for _ in range(20)])
    write('09-small-random-few-values', [rng.randint(0, 2) for _ in range(30)])
    write('10-valley', list(range(10, 0, -1)) + list(range(1, 11)))
    write('11-mountain', list(range(1, 11)) + list(range(10, 0, -1)))
    write('12-all-negative', [rng.randint(-H, -1) for _ in range(1000)])
    write('13-medium-random', [rng.randint(-H, H) for _ in range(5000)])
    write('14-medium-plateaus', [v for v in range(50, 0, -1) for _ in range(rng.randint(1, 30))] + [51])
    saw = []
    while len(saw) < 5000:
        top = rng.randint(-H, H)
        saw += list(range(top, max(-H, top - rng.randint(1, 40)) - 1, -1))
    write('15-sawtooth', saw[:5000])
    write('16-highest-last', [rng.randint(-H, H - 1) for _ in range(5000)] + [H])
    write('17-extreme-values', [rng.choice((-H, H)) for _ in range(3000)])
    write('18-max-all-equal', [0] * N)
    M = 10**5
    desc = [H - (i * 20001) // M for i in range(M)]  # non-increasing, every value about 5 times
    write('19-large-non-increasing', desc)
    write('20-max-random', [rng.randint(-H, H) for _ in range(N)])
    nested = []
    while len(nested) < 50000:  # a slowly falling ridge with dips, then one summit above everything
        nested.append(H - 1 - len(nested) // 20)
        nested.append(rng.randint(-H, nested[-1]))
    write('21-large-falling-with-dips', nested[:49999] + [H])


main()
