#!/usr/bin/env python3
"""Small-test generator for courier-depot-shortest-routes (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one city. K=1: one or two intersections, at most
one road; K<=5: at most K+3 intersections, a few roads with times up to 10 (parallel roads, detours
that beat a direct road, unreachable intersections); K=6..9: a few roads, many of them taking 10^9
seconds (distances beyond 2^31 - 1), sometimes among 10^5 intersections; K=10: a few thousand
intersections and roads. Each road is written with a random direction."""
import argparse
import random

N_MAX = 10**5
M_MAX = 10**5
W_MAX = 10**9


def orient(rng, u, v):
    return (u, v) if rng.random() < 0.5 else (v, u)


def roads(rng, n, m, wmax):
    if n == 1:
        return []
    kind = rng.choice(['random', 'random', 'connected', 'chain', 'parallel'])
    es = []
    if kind == 'connected':  # a random tree from the depot plus extra roads
        order = [1] + rng.sample(range(2, n + 1), n - 1)
        es = [(*orient(rng, order[rng.randrange(i)], order[i]), rng.randint(1, wmax)) for i in range(1, n)]
    elif kind == 'chain':  # a path from the depot, plus a direct road that may be slower
        order = [1] + rng.sample(range(2, n + 1), n - 1)
        es = [(*orient(rng, order[i], order[i + 1]), rng.randint(1, wmax)) for i in range(n - 1)]
        es.append((*orient(rng, 1, order[-1]), rng.randint(1, wmax)))
    elif kind == 'parallel':  # several roads between the same intersections
        u, v = rng.sample(range(1, n + 1), 2)
        es = [(*orient(rng, u, v), rng.randint(1, wmax)) for _ in range(rng.randint(1, max(1, m)))]
    while len(es) < m:
        u, v = rng.sample(range(1, n + 1), 2)
        es.append((u, v, rng.randint(1, wmax)))
    rng.shuffle(es)
    return es


def make(rng, k):
    if k == 1:
        n = rng.randint(1, 2)
        return n, roads(rng, n, rng.randint(0, 1), 10)
    if k <= 5:
        n = rng.randint(1, k + 3)
        return n, roads(rng, n, rng.randint(0, k + 2), 10)
    if k <= 9:
        if rng.random() < 0.3:  # the largest city, a few roads near the depot and the last label
            n = rng.choice([N_MAX, rng.randint(k, N_MAX)])
            ends = [1, 2, n, n - 1] + [rng.randint(1, n) for _ in range(k)]
            es = []
            for _ in range(rng.randint(0, k)):
                u, v = rng.sample(ends, 2)
                if u != v:
                    es.append((u, v, rng.choice([W_MAX, rng.randint(1, W_MAX)])))
            return n, es
        n = rng.randint(2, k)
        es = roads(rng, n, rng.randint(1, k), W_MAX)
        return n, [(u, v, rng.choice([w, W_MAX, W_MAX - rng.randint(0, 3)])) for u, v, w in es]
    n = rng.randint(800, 2000)
    return n, roads(rng, n, rng.randint(n // 2, min(2500, 3 * n // 2)), rng.choice([W_MAX, 5, 1000]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    n, es = make(rng, args.size)
    assert 1 <= n <= N_MAX and 0 <= len(es) <= M_MAX
    assert all(1 <= u <= n and 1 <= v <= n and u != v and 1 <= w <= W_MAX for u, v, w in es)
    print(n, len(es))
    print(''.join(f'{u} {v} {w}\n' for u, v, w in es), end='')


main()
