#!/usr/bin/env python3
"""Small-test generator for meeting-room-cleanup-gaps: prints "n g" and the requests "s e".

usage: python3 generators/small.py --seed S --size K   (deterministic in S and K, K = 1..10)
K = 1: one or two requests, times up to 10; K <= 5: a handful of requests on a short horizon (nested,
touching, identical, gaps of exactly g); K >= 6: some seeds spread the requests up to 2*10^9 with g up
to 10^9 (end + g beyond 32 bits); K = 10: ~2000 requests.
"""
import argparse
import random

T = 2 * 10**9
G = 10**9


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    size = args.size
    assert 1 <= size <= 10
    rng = random.Random(args.seed * 1000 + size)
    if size == 1:
        n, horizon = rng.randint(1, 2), 10
    elif size <= 5:
        n, horizon = rng.randint(2, size + 3), rng.choice((10, 20))
    elif size <= 9:
        n, horizon = rng.randint(3, size + 3), rng.choice((30, T, T))
    else:
        n, horizon = rng.randint(1000, 2000), rng.choice((10**4, T))
    g = rng.choice((0, 0, 1, 2, rng.randint(0, horizon // 4))) if horizon < T else rng.choice((G, rng.randint(0, G)))
    max_len = rng.choice((horizon // 10 + 1, horizon // 2, horizon))
    meetings = []
    for _ in range(n):
        length = rng.randint(1, max_len)
        s = rng.randint(0, horizon - length)
        meetings.append((s, s + length))
    if rng.random() < 0.3 and horizon == T:
        meetings[0] = (rng.randint(0, T - 1), T)     # a request that ends at the last moment
    if rng.random() < 0.2:
        meetings[-1] = meetings[0]                   # an identical request
    if rng.random() < 0.3 and n >= 2:                # the next request starts exactly when the room is clean
        s, e = meetings[0]
        if e + g < T:
            meetings[1] = (e + g, rng.randint(e + g + 1, T if horizon == T else min(T, e + g + horizon)))
    assert 1 <= n <= 10**5 and 0 <= g <= G
    assert all(0 <= s < e <= T for s, e in meetings)
    print(n, g)
    print('\n'.join('%d %d' % m for m in meetings))


main()
