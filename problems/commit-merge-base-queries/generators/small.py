#!/usr/bin/env python3
"""Small-test generator for commit-merge-base-queries (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints one commit tree and its questions. K=1: one or
two commits; K<=5: at most K+3 commits and at most K+1 questions; K=6..9: up to a few dozen commits,
often deep (chains, long branches); K=10: a few thousand commits and questions. The seed picks the tree
(random, chain, star, binary, two branches, caterpillar) and the questions (random pairs, a commit with
itself, a commit with one of its ancestors); commits get random numbers so the first commit is anywhere."""
import argparse
import random

N = 10**5
Q = 5 * 10**4


def tree(rng, n):
    """par[v] for 0-based v, par[0] = -1 and par[v] < v."""
    kind = rng.choice(['random', 'random', 'chain', 'star', 'binary', 'branches', 'caterpillar', 'deep'])
    if kind == 'chain':
        return [-1] + list(range(n - 1))
    if kind == 'star':
        return [-1] + [0] * (n - 1)
    if kind == 'binary':
        return [-1] + [(v - 1) // 2 for v in range(1, n)]
    if kind == 'branches' and n >= 2:  # commit `cut` starts a second chain at commit `fork`
        cut = rng.randint(1, n - 1)
        fork = rng.randint(0, cut - 1)
        return [-1] + [fork if v == cut else v - 1 for v in range(1, n)]
    if kind == 'caterpillar':
        spine = rng.randint(1, n)
        return [-1] + list(range(spine - 1)) + [rng.randrange(spine) for _ in range(n - spine)]
    if kind == 'deep':
        return [-1] + [rng.randint(max(0, v - 2), v - 1) for v in range(1, n)]
    return [-1] + [rng.randint(0, v - 1) for v in range(1, n)]


def questions(rng, par, q):
    n = len(par)
    out = []
    for _ in range(q):
        r = rng.random()
        u = rng.randrange(n)
        if r < 0.15:
            v = u
        elif r < 0.45:  # an ancestor of u, some steps up
            v = u
            for _ in range(rng.randint(1, n)):
                if par[v] < 0:
                    break
                v = par[v]
            if rng.random() < 0.5:
                u, v = v, u
        else:
            v = rng.randrange(n)
        out.append((u, v))
    return out


def make(rng, k):
    if k == 1:
        n = rng.randint(1, 2)
        q = rng.randint(1, 2)
    elif k <= 5:
        n = rng.randint(1, k + 3)
        q = rng.randint(1, k + 1)
    elif k <= 9:
        n = rng.randint(k, 6 * k)
        q = rng.randint(1, k - 3)
    else:
        n = rng.randint(2000, 5000)
        q = rng.randint(1000, 3000)
    par = tree(rng, n)
    qs = questions(rng, par, q)
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    p = [0] * n
    for v in range(n):
        p[perm[v] - 1] = 0 if par[v] < 0 else perm[par[v]]
    return p, [(perm[u], perm[v]) for u, v in qs]


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
    p, qs = make(rng, args.size)
    n = len(p)
    assert 1 <= n <= N and 1 <= len(qs) <= Q
    assert p.count(0) == 1 and all(0 <= x <= n and x != i + 1 for i, x in enumerate(p)) and is_one_tree(p)
    assert all(1 <= u <= n and 1 <= v <= n for u, v in qs)
    print(n)
    print(' '.join(map(str, p)))
    print(len(qs))
    print(''.join(f'{u} {v}\n' for u, v in qs), end='')


main()
