#!/usr/bin/env python3
"""Writes data/secret/*.in for Qualifying Threshold. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
X = 10**9
Q = 10**5


def write(name, k, events):
    """events: list of ints (a score) or None (a question)."""
    q = len(events)
    assert 1 <= k <= q <= Q and None in events
    assert all(e is None or 1 <= e <= X for e in events)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{q} {k}\n')
        f.write(''.join('2\n' if e is None else f'1 {e}\n' for e in events))


def mixed(rng, q, p_add, lo=1, hi=X):
    return [rng.randint(lo, hi) if rng.random() < p_add else None for _ in range(q)]


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(2718)
    write('01-only-question', 1, [None])
    write('02-one-score-k-one', 1, [X, None])
    write('03-k-equals-q', 4, [5, 6, None, 7])
    write('04-questions-first', 2, [None, None, 3, None, 3, None])
    write('05-all-equal', 3, [7, None] * 10)
    write('06-increasing', 3, [x for v in range(1, 21) for x in (v, None)])
    write('07-decreasing', 3, [x for v in range(20, 0, -1) for x in (v, None)])
    write('08-duplicates-at-threshold', 3, [9, 7, 7, 4, None, 7, None, 8, None, 9, None, 9, None])
    write('09-small-random', 4, mixed(rng, 40, 0.6, 1, 20))
    write('10-small-random-k-one', 1, mixed(rng, 40, 0.6, 1, 20))
    write('11-medium-few-values', 50, mixed(rng, 5000, 0.7, 1, 5))
    write('12-medium-random', 300, mixed(rng, 5000, 0.5))
    write('13-medium-k-large', 3000, mixed(rng, 5000, 0.8))
    write('14-medium-extremes', 10, mixed(rng, 3000, 0.5, X - 3, X) + [1, 1, None])
    write('15-board-never-full', 2000, mixed(rng, 3000, 0.5))
    evs = [rng.randint(1, X) for _ in range(Q // 2)] + [None] * (Q // 2)
    write('16-max-adds-then-questions', Q // 4, evs)
    evs = [rng.randint(1, 1000) for _ in range(Q // 2)] + [None] * (Q // 2)
    write('17-max-adds-then-questions-k-one', 1, evs)
    evs = [x for v in range(1, Q // 2 + 1) for x in (v * 20000, None)]
    write('18-max-increasing-alternating', 1000, evs)
    write('19-max-random-few-values', 5000, mixed(rng, Q, 0.5, 1, 100))


main()
