#!/usr/bin/env python3
"""Writes data/secret/*.in for cracked-staircase-ways (fixed seeds). Run from the package folder."""
import random, os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def write(name, n, cracked):
    assert len(set(cracked)) == len(cracked) and all(1 <= c <= n - 1 for c in cracked)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(cracked)}\n')
        f.write(' '.join(map(str, cracked)) + '\n')


def no_adjacent(rng, n, k):
    """k cracked steps, no two adjacent, so the top stays reachable."""
    chosen = set()
    while len(chosen) < k:
        c = rng.randint(1, n - 1)
        if c not in chosen and c - 1 not in chosen and c + 1 not in chosen:
            chosen.add(c)
    res = list(chosen)
    rng.shuffle(res)
    return res


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(777)
    write('01-one-step', 1, [])
    write('02-two-steps', 2, [])
    write('03-two-steps-cracked', 2, [1])
    write('04-three-steps-cracked-middle', 3, [1, 2][1:])
    write('05-small-all-ok', 10, [])
    write('06-fib-overflow-int', 50, [])
    write('07-fib-overflow-long', 100, [])
    write('08-small-random', 30, no_adjacent(rng, 30, 6))
    write('09-adjacent-pair-early', 20, [2, 1])
    write('10-adjacent-pair-late', 1000, [998, 997])
    write('11-last-two-cracked', 1000, [999, 998])
    write('12-every-other-step', 1001, list(range(1, 1000, 2)))
    write('13-every-other-even', 1000, list(range(2, 999, 2)))
    write('14-medium-random', 5000, no_adjacent(rng, 5000, 500))
    write('15-max-no-cracks', 1000000, [])
    write('16-max-random-cracks', 1000000, no_adjacent(rng, 1000000, 100000))
    write('17-max-cracks-near-top', 1000000, [999999 - 2 * i for i in range(100000)])
    write('18-max-one-crack', 1000000, [500000])
    write('19-max-blocked-middle', 1000000, [654321, 654322] + no_adjacent(rng, 600000, 1000))
    write('20-step-one-cracked', 999999, [1])
    write('21-random-n', rng.randint(200000, 900000), [])
    n = 123457
    write('22-random-small-k', n, no_adjacent(rng, n, 40))


main()
