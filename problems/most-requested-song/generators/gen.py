#!/usr/bin/env python3
"""Writes data/secret/*.in for Most Requested Song. Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXN = 10**5
MAXC = 10**9


def write(name, c):
    assert 1 <= len(c) <= MAXN and all(1 <= x <= MAXC for x in c)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('%d\n%s\n' % (len(c), ' '.join(map(str, c))))


def tie_trap(rng, n, k, songs):
    """k songs reach the same maximum; the first one to reach it is neither the smallest code,
    nor the first one in the log, nor the last one to be requested."""
    codes = rng.sample(range(1, MAXC + 1), songs)
    top = codes[:k]
    per = n // (songs + k)
    log = []
    for c in codes[k:]:
        log += [c] * rng.randint(1, per - 1)
    for c in top:
        log += [c] * (per - 1)
    rng.shuffle(log)
    # one final request of each top song, in a chosen order, decides the tie
    winner_order = top[:]
    rng.shuffle(winner_order)
    tail = winner_order[:]
    # put the largest code first among the finishing requests so "smallest code" is wrong
    big = max(top)
    tail.remove(big)
    tail = [big] + tail
    return log + tail


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(777)
    write('01-single-request', [5])
    write('02-single-max-code', [MAXC])
    write('03-all-same', [31337] * 10)
    write('04-all-different', [9, 3, 7, 1, 8])
    write('05-two-songs-tie', [2, 1, 1, 2])
    write('06-tie-later-start-wins', [10, 20, 20, 10, 30, 30, 30, 10])
    write('07-clear-winner-last', [1, 2, 3, 4, 5, 5])
    write('08-big-codes', [MAXC, MAXC - 1, MAXC, MAXC - 1, 1, 1, MAXC - 1])
    write('09-leader-overtaken', [4, 4, 4, 6, 6, 6, 6, 4])
    write('10-small-random', [rng.randint(1, 5) for _ in range(30)])
    write('11-small-tie-trap', tie_trap(rng, 60, 3, 6))
    write('12-medium-random', [rng.randint(1, 200) for _ in range(5000)])
    write('13-medium-tie-trap', tie_trap(rng, 5000, 5, 50))
    write('14-medium-wide-codes', [rng.randint(1, MAXC) for _ in range(5000)] + [77] * 2)
    write('15-max-all-distinct', rng.sample(range(1, MAXC + 1), MAXN))
    write('16-max-few-songs', [rng.choice([MAXC, 1, 500000000, 999999937]) for _ in range(MAXN)])
    write('17-max-tie-trap', tie_trap(rng, MAXN, 10, 5000))
    write('18-max-all-same', [MAXC] * MAXN)


if __name__ == '__main__':
    main()
