#!/usr/bin/env python3
"""Writes data/secret/*.in for balloon-rising-readings (fixed seeds). Run from the package folder."""
import random, os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
LIM = 10**9


def write(name, a):
    assert 1 <= len(a) <= 2 * 10**5 and all(-LIM <= x <= LIM for x in a)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(a)}\n')
        f.write(' '.join(map(str, a)) + '\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(1618)
    write('01-single', [-5])
    write('02-two-equal', [4, 4])
    write('03-two-rising', [-1000000000, 1000000000])
    write('04-two-falling', [1000000000, -1000000000])
    write('05-all-equal', [0] * 1000)
    write('06-increasing-small', list(range(-10, 11)))
    write('07-decreasing', list(range(5000, 0, -1)))
    write('08-small-random', [rng.randint(-20, 20) for _ in range(30)])
    write('09-small-many-duplicates', [rng.randint(1, 5) for _ in range(200)])
    # plateaus: non-strict counting would be much longer
    a = []
    for v in range(1, 301):
        a += [v] * rng.randint(1, 6)
    write('10-rising-plateaus', a)
    write('11-medium-random-wide', [rng.randint(-LIM, LIM) for _ in range(2000)])
    # longest contiguous rising run is short, longest streak is long
    a = []
    for i in range(3000):
        a += [i, -LIM + i] if i % 2 else [i]
    write('12-interleaved-noise', a)
    write('13-extremes', [rng.choice([-LIM, LIM, 0]) for _ in range(3000)])
    write('14-large-random-wide', [rng.randint(-LIM, LIM) for _ in range(50000)])
    write('15-max-random-narrow', [rng.randint(-9999, 9999) for _ in range(200000)])
    # sawtooth: 2000 increasing runs of 0..99
    write('16-max-sawtooth', [i % 100 for i in range(200000)])
    write('17-large-increasing', list(range(-25000, 25000)))
    write('18-large-all-equal', [-7] * 50000)
    # decreasing blocks, each block increasing inside: answer = block length
    a = []
    for b in range(100, 0, -1):
        a += [b * 1000 + j for j in range(250)]
    write('19-falling-blocks-of-rising', a)
    # rising blocks, each block decreasing inside: answer = number of blocks
    a = []
    for b in range(100):
        a += [b * 1000 + 300 - j for j in range(300)]
    write('20-rising-blocks-of-falling', a)
    # random walk: long streaks with many local dips
    x = 0
    a = []
    for _ in range(20000):
        x += rng.randint(-3, 5)
        a.append(x)
    write('21-random-walk', a)
    # two interleaved rising sequences
    write('22-two-interleaved', [i // 2 if i % 2 == 0 else 100000 + i for i in range(20000)])


main()
