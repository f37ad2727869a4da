#!/usr/bin/env python3
"""Writes data/secret/*.in for Coins of Divisia. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXV = 10**18


def write(name, d, amounts):
    assert 1 <= len(d) <= 60 and d[0] == 1 and d[-1] <= MAXV
    assert all(d[i + 1] > d[i] and d[i + 1] % d[i] == 0 for i in range(len(d) - 1))
    assert 1 <= len(amounts) <= 2 * 10**4 and all(1 <= a <= MAXV for a in amounts)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(d)}\n{" ".join(map(str, d))}\n{len(amounts)}\n')
        f.write('\n'.join(map(str, amounts)) + '\n')


def chain(rng, m, lo=2, hi=10):
    """m values, each ratio in [lo, hi], shortened if 10^18 would be passed."""
    d = [1]
    while len(d) < m:
        nxt = d[-1] * rng.randint(lo, hi)
        if nxt > MAXV:
            break
        d.append(nxt)
    return d


def amounts(rng, q, hi=MAXV):
    return [rng.randint(1, hi) for _ in range(q)]


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(424242)
    pow2 = [1 << i for i in range(60)]  # 2^59 < 10^18 < 2^60
    pow10 = [10**i for i in range(19)]
    write('01-one-coin-small', [1], [1])
    write('02-one-coin-max', [1], [MAXV, 1, 123456789012345678])
    write('03-exact-coin-values', [1, 4, 20, 100], [1, 4, 20, 100])
    write('04-just-below-coins', [1, 4, 20, 100], [3, 19, 99, 199, 399])
    write('05-euro-like', [1, 5, 10, 50, 100, 500], list(range(1, 1001)))
    write('06-all-small-amounts', [1, 2, 6, 24, 120], list(range(1, 2001)))
    write('07-powers-of-two-60', pow2, [MAXV, 2**60 - 1 - 2**59, 2**59, 2**59 - 1] + amounts(rng, 200))
    write('08-powers-of-ten', pow10, [MAXV, MAXV - 1, 999999999999999999] + amounts(rng, 200))
    write('09-largest-coin-is-max', [1, 10**9, MAXV], [MAXV, MAXV - 1, 10**9 - 1, 10**9, 2 * 10**9 - 1])
    write('10-small-amounts-big-coins', [1, 10**6, 10**12], amounts(rng, 500, 10**6))
    write('11-answer-near-max', [1, 2], [MAXV, MAXV - 1])
    write('12-random-chain-small-q', chain(rng, 10), amounts(rng, 100, 10**9))
    write('13-random-chain-ratio-2-3', chain(rng, 60, 2, 3), amounts(rng, 2000))
    write('14-random-chain-big-ratios', chain(rng, 60, 100, 10**6), amounts(rng, 2000))
    write('15-amounts-near-multiples', pow10[:10], [k * 10**9 + e for k in range(1, 40) for e in (-1, 0, 1)])
    write('16-max-powers-of-two', pow2, amounts(rng, 2 * 10**4))
    write('17-max-ratio-2-3', chain(rng, 60, 2, 3), amounts(rng, 2 * 10**4))
    write('18-max-all-ones-in-binary', pow2, [2**59 + 2**58 - 1 - rng.randint(0, 1000) for _ in range(2 * 10**4)])
    write('19-max-one-coin', [1], amounts(rng, 2 * 10**4))


main()
