#!/usr/bin/env python3
"""Writes data/secret/group*/*.in for watchtower-torch-signals (fixed seed). Run from the package folder.

group1: subtask 1 (n <= 100), group2: subtask 2 (n <= 5000), group3: subtask 3 (n <= 2*10^5).
Every group has a test where three or more equal towers see each other (all equal heights) and a test
where a walk east from a tower never stops early (strictly falling or equal heights), so that the
O(n^2) walk times out in group3 and the O(n^3) check in group2 and group3.
"""
import os
import random

BASE = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
LIM = 10**9
LIMITS = {1: 100, 2: 5000, 3: 200000}


def write(group, name, h):
    assert 1 <= len(h) <= LIMITS[group] and all(1 <= x <= LIM for x in h)
    out = os.path.join(BASE, f'group{group}')
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, name + '.in'), 'w') as f:
        f.write(f'{len(h)}\n')
        f.write(' '.join(map(str, h)) + '\n')


def mountain(n, top):
    half = n // 2
    return [top - (half - i) for i in range(half)] + [top - (i - half) for i in range(half, n)]


def valley(n, low):
    half = n // 2
    return [low + (half - i) for i in range(half)] + [low + (i - half) for i in range(half, n)]


def alternating(rng, n, tall):
    # equal tall towers with short random ones between: every tall tower sees every other tall one
    return [tall if i % 2 == 0 else rng.randint(1, tall) for i in range(n)]


def falling_blocks(n, block, top):
    # heights fall block by block, equal inside a block
    return [top - (i // block) for i in range(n)]


def random_walk(rng, n, start):
    x, h = start, []
    for _ in range(n):
        x = min(LIM, max(1, x + rng.randint(-3, 3)))
        h.append(x)
    return h


def main():
    rng = random.Random(20240611)

    write(1, '01-single', [7])
    write(1, '02-two', [LIM, 1])
    write(1, '03-all-equal', [42] * 100)
    write(1, '04-random-few-heights', [rng.randint(1, 5) for _ in range(100)])
    write(1, '05-random-wide', [rng.randint(1, LIM) for _ in range(100)])
    write(1, '06-strictly-falling', list(range(100, 0, -1)))
    write(1, '07-alternating-equal-tall', alternating(rng, 99, 6))
    write(1, '08-mountain', mountain(100, 1000))

    write(2, '01-random-few-heights', [rng.randint(1, 10) for _ in range(5000)])
    write(2, '02-random-wide', [rng.randint(1, LIM) for _ in range(5000)])
    write(2, '03-all-equal', [LIM] * 5000)
    write(2, '04-strictly-falling', list(range(LIM, LIM - 5000, -1)))
    write(2, '05-valley', valley(5000, 1))
    write(2, '06-alternating-equal-tall', alternating(rng, 4999, 1000))
    write(2, '07-falling-blocks', falling_blocks(5000, 7, LIM))
    write(2, '08-random-walk', random_walk(rng, 4998, LIM // 2))

    write(3, '01-random-wide', [rng.randint(1, LIM) for _ in range(200000)])
    write(3, '02-random-few-heights', [rng.randint(1, 3) for _ in range(200000)])
    write(3, '03-all-equal', [1] * 200000)
    write(3, '04-strictly-falling', list(range(200000, 0, -1)))
    write(3, '05-strictly-rising', list(range(1, 50001)))
    write(3, '06-valley', valley(100000, 5))
    write(3, '07-mountain', mountain(99999, 60000))
    write(3, '08-alternating-equal-tall', alternating(rng, 200000, 1000))
    write(3, '09-falling-blocks', falling_blocks(200000, 3, 70000))
    write(3, '10-random-walk', random_walk(rng, 100000, 10000))
    write(3, '11-two-heights', [rng.choice([1, LIM]) for _ in range(100000)])
    write(3, '12-mostly-equal-with-dips',
          [1000000 if rng.random() < 0.9 else rng.randint(1, 1000000) for _ in range(100000)])


main()
