#!/usr/bin/env python3
"""Small-test generator for radio-tower-link-queries: prints "n q" and the events "+ u v" / "? u v".

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one to three towers and events; K <= 5: a handful of towers and events (a tower asked about
itself, cables to a tower that is already linked, repeated and self cables, questions before any cable);
K >= 6: some seeds use many towers (up to 10^5) with few events; K = 10: ~3000 events.
"""
import argparse
import random

MAX = 10**5


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    if size == 1:
        n, q = rng.randint(1, 3), rng.randint(1, 3)
    elif size <= 5:
        n, q = rng.randint(2, size + 2), rng.randint(2, size + 4)
    elif size <= 9:
        n, q = rng.choice((rng.randint(3, 10), MAX, rng.randint(10, MAX))), rng.randint(4, size + 6)
    else:
        n, q = rng.choice((50, 1000, MAX)), rng.randint(2000, 3000)
    # on huge n, pick the towers among a few so that cables and questions meet
    towers = list(range(1, n + 1)) if n <= 20 else rng.sample(range(1, n + 1), min(n, max(8, q // 3)))
    if n > 1 and rng.random() < 0.3:
        towers[:2] = [1, n]                          # the first and the last tower
    p_link = rng.choice((0.3, 0.5, 0.7))
    events = []
    for _ in range(q):
        u, v = rng.choice(towers), rng.choice(towers)
        if rng.random() < 0.15:
            v = u                                    # a self cable or a question about itself
        events.append(('+' if rng.random() < p_link else '?', u, v))
    if not any(t == '?' for t, _, _ in events):
        events[-1] = ('?',) + events[-1][1:]
    assert 1 <= n <= MAX and 1 <= len(events) <= MAX
    assert any(t == '?' for t, _, _ in events)
    assert all(1 <= u <= n and 1 <= v <= n for _, u, v in events)
    print(n, q)
    print('\n'.join('%s %d %d' % e for e in events))


main()
