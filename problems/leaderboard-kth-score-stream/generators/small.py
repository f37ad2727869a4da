#!/usr/bin/env python3
"""Small-test generator for leaderboard-kth-score-stream: prints "q k" and the events ("1 x" or "2").

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one to three events; K <= 5: a handful of events, scores up to 5-20 (repeated scores, questions
before the board holds k scores); K >= 6: some seeds use scores near 10^9; K = 10: ~3000 events.
k ranges from 1 to q by seed; there is always at least one question.
"""
import argparse
import random

Q = 10**5
X = 10**9


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    if size == 1:
        q, lo, hi = rng.randint(1, 3), 1, 10
    elif size <= 5:
        q, lo, hi = rng.randint(2, size + 4), 1, rng.choice((2, 5, 20))
    elif size <= 9:
        q = rng.randint(4, size + 6)
        lo, hi = rng.choice(((1, 10), (1, X), (X - 3, X)))
    else:
        q = rng.randint(2000, 3000)
        lo, hi = rng.choice(((1, 5), (1, 1000), (1, X)))
    p_add = rng.choice((0.3, 0.6, 0.8))
    events = [rng.randint(lo, hi) if rng.random() < p_add else None for _ in range(q)]
    if None not in events:
        events[rng.randrange(q)] = None
    if rng.random() < 0.3:
        events[-1] = None                            # a question after the last score
    adds = sum(e is not None for e in events)
    shape = rng.randrange(4)
    if shape == 0:
        k = 1
    elif shape == 1:
        k = max(1, min(q, adds))                     # the board just fills up at the end
    elif shape == 2:
        k = rng.randint(1, max(1, min(q, adds + 1)))
    else:
        k = rng.randint(1, q)
    assert 1 <= k <= q <= Q and None in events
    assert all(e is None or 1 <= e <= X for e in events)
    print(q, k)
    print('\n'.join('2' if e is None else '1 %d' % e for e in events))


main()
