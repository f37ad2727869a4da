#!/usr/bin/env python3
"""Small-test generator for build-pipeline-step-order (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one pipeline. K=1: one or two steps, at most two
rules; K<=5: at most K+3 steps and a few rules; K=6..9: a few rules, sometimes among 10^5 steps (labels
up to n); K=10: a few thousand steps and rules. The seed picks the shape: a random order's rules
(duplicates allowed), the same plus one rule closing a cycle (possibly a self-rule, possibly behind
steps that are free to start), no rules, or fully random rules."""
import argparse
import random

N_MAX = 10**5
M_MAX = 10**5


def dag(rng, n, m):
    """Rules that all point forward in a hidden random order of the steps."""
    order = list(range(1, n + 1))
    rng.shuffle(order)
    es = []
    if n >= 2:
        for _ in range(m):
            i, j = sorted(rng.sample(range(n), 2))
            es.append((order[i], order[j]))
    return es, order


def rules(rng, n, m):
    kind = rng.choice(['dag', 'dag', 'cycle', 'cycle', 'self', 'none', 'random'])
    if kind == 'none':
        return []
    if kind == 'random':
        return [(rng.randint(1, n), rng.randint(1, n)) for _ in range(m)]
    es, order = dag(rng, n, m)
    if kind == 'self':
        x = rng.randint(1, n)
        es.append((x, x))
    elif kind == 'cycle' and n >= 2:
        # a chain order[i] -> ... -> order[j] closed by order[j] -> order[i]
        i, j = sorted(rng.sample(range(n), 2))
        es += [(order[t], order[t + 1]) for t in range(i, j)]
        es.append((order[j], order[i]))
    rng.shuffle(es)
    return es


def make(rng, k):
    if k == 1:
        n = rng.randint(1, 2)
        return n, rules(rng, n, rng.randint(0, 2))
    if k <= 5:
        n = rng.randint(1, k + 3)
        return n, rules(rng, n, rng.randint(0, k + 1))
    if k <= 9:
        if rng.random() < 0.4:  # the largest pipeline, almost all steps free
            n = rng.choice([N_MAX, rng.randint(k, N_MAX)])
            ends = [1, n, 2, n - 1] + [rng.randint(1, n) for _ in range(k)]
            es = [tuple(rng.sample(ends, 2)) for _ in range(rng.randint(0, k))]
            return n, es
        n = rng.randint(2, 2 * k)
        return n, rules(rng, n, rng.randint(0, 2 * k))
    n = rng.randint(1000, 4000)
    return n, rules(rng, n, rng.randint(n // 2, n))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    n, es = make(rng, args.size)
    assert 1 <= n <= N_MAX and 0 <= len(es) <= M_MAX
    assert all(1 <= a <= n and 1 <= b <= n for a, b in es)
    print(n, len(es))
    print(''.join(f'{a} {b}\n' for a, b in es), end='')


main()
