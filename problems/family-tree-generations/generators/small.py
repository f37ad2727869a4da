#!/usr/bin/env python3
"""Small-test generator for family-tree-generations (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one archive. K=1: one or two records; K<=5: at
most K+3 records; K=6..9: up to a few dozen records, often deep (chains, long branches); K=10: a few
thousand records. The seed picks the tree (random, chain, star, binary, two branches, caterpillar,
deep) and the numbering: random, parents before children, or children before parents (the founder
anywhere, from first to last)."""
import argparse
import random

N = 10**5


def tree(rng, n):
    """par[v] for 0-based v, par[0] = -1 and par[v] < v."""
    kind = rng.choice(['random', 'random', 'chain', 'star', 'binary', 'branches', 'caterpillar', 'deep'])
    if kind == 'chain':
        return [-1] + list(range(n - 1))
    if kind == 'star':
        return [-1] + [0] * (n - 1)
    if kind == 'binary':
        return [-1] + [(v - 1) // 2 for v in range(1, n)]
    if kind == 'branches' and n >= 2:  # person `cut` starts a second line of descent at person `fork`
        cut = rng.randint(1, n - 1)
        fork = rng.randint(0, cut - 1)
        return [-1] + [fork if v == cut else v - 1 for v in range(1, n)]
    if kind == 'caterpillar':
        spine = rng.randint(1, n)
        return [-1] + list(range(spine - 1)) + [rng.randrange(spine) for _ in range(n - spine)]
    if kind == 'deep':
        return [-1] + [rng.randint(max(0, v - 2), v - 1) for v in range(1, n)]
    return [-1] + [rng.randint(0, v - 1) for v in range(1, n)]


def number(rng, par):
    """p_i list: vertex v gets number perm[v], random or in (reverse) generation-building order."""
    n = len(par)
    perm = list(range(1, n + 1))
    order = rng.choice(['random', 'random', 'parents-first', 'children-first'])
    if order == 'random':
        rng.shuffle(perm)
    elif order == 'children-first':
        perm.reverse()
    p = [0] * n
    for v in range(n):
        p[perm[v] - 1] = 0 if par[v] < 0 else perm[par[v]]
    return p


def make(rng, k):
    if k == 1:
        n = rng.randint(1, 2)
    elif k <= 5:
        n = rng.randint(1, k + 3)
    elif k <= 9:
        n = rng.randint(k, 6 * k)
    else:
        n = rng.randint(2000, 8000)
    return number(rng, tree(rng, n))


def is_one_tree(p):
    n = len(p)
    children = [[] for _ in range(n + 1)]
    for i, x in enumerate(p):
        children[x].append(i + 1)
    seen, stack = 0, list(children[0])
    while stack:
        v = stack.pop()
        seen += 1
        stack.extend(children[v])
    return seen == n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    p = make(rng, args.size)
    n = len(p)
    assert 1 <= n <= N and p.count(0) == 1
    assert all(0 <= x <= n and x != i + 1 for i, x in enumerate(p)) and is_one_tree(p)
    print(n)
    print(' '.join(map(str, p)))


main()
