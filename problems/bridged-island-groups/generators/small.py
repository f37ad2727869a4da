#!/usr/bin/env python3
"""Small-test generator for bridged-island-groups (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one archipelago. K=1: one or two islands;
K<=5: at most K+3 islands and a few bridges (duplicates and islands with no bridge appear); K=6..9: a
few bridges, sometimes among 10^5 islands (labels up to n); K=10: a few thousand islands and bridges.
The seed picks the shape: random bridges, no bridges, one chain, a star, pairs, or repeated bridges."""
import argparse
import random

N_MAX = 10**5
M_MAX = 10**5


def random_bridges(rng, n, m):
    es = []
    while len(es) < m:
        u, v = rng.randint(1, n), rng.randint(1, n)
        if u != v:
            es.append((u, v))
    return es


def bridges(rng, n, m):
    if n == 1:
        return []
    kind = rng.choice(['random', 'random', 'none', 'chain', 'star', 'pairs', 'repeated'])
    if kind == 'none':
        return []
    p = list(range(1, n + 1))
    rng.shuffle(p)
    if kind == 'chain':  # everything joined, or all but the last islands of p
        k = rng.randint(2, n)
        es = [(p[i], p[i + 1]) for i in range(k - 1)]
    elif kind == 'star':
        es = [(p[0], x) for x in p[1:rng.randint(2, n)]]
    elif kind == 'pairs':
        es = [(p[2 * i], p[2 * i + 1]) for i in range(rng.randint(1, n // 2))]
    elif kind == 'repeated':
        u, v = p[0], p[1]
        es = [(u, v) if rng.random() < 0.5 else (v, u) for _ in range(rng.randint(1, max(1, m)))]
    else:
        es = random_bridges(rng, n, m)
    es = [(u, v) if rng.random() < 0.5 else (v, u) for u, v in es]
    rng.shuffle(es)
    return es


def make(rng, k):
    if k == 1:
        n = rng.randint(1, 2)
        return n, bridges(rng, n, rng.randint(0, 1))
    if k <= 5:
        n = rng.randint(1, k + 3)
        return n, bridges(rng, n, rng.randint(0, k + 1))
    if k <= 9:
        if rng.random() < 0.4:  # the largest archipelago, almost all islands alone
            n = rng.choice([N_MAX, rng.randint(k, N_MAX)])
            ends = [1, n, 2, n - 1] + [rng.randint(1, n) for _ in range(k)]
            es = []
            for _ in range(rng.randint(0, k)):
                u, v = rng.sample(ends, 2)
                if u != v:
                    es.append((u, v))
            return n, es
        n = rng.randint(2, 2 * k)
        return n, bridges(rng, n, rng.randint(0, 2 * k))
    n = rng.randint(1000, 5000)
    return n, bridges(rng, n, rng.randint(n // 3, n))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    n, es = make(rng, args.size)
    assert 1 <= n <= N_MAX and 0 <= len(es) <= M_MAX
    assert all(1 <= u <= n and 1 <= v <= n and u != v for u, v in es)
    print(n, len(es))
    print(''.join(f'{u} {v}\n' for u, v in es), end='')


main()
