#!/usr/bin/env python3
"""Writes data/secret/*.in for Generations in the Archive. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def relabel(rng, par):
    """par[v] for v in 0..n-1 (root has -1) -> p_i list with a random numbering."""
    n = len(par)
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    p = [0] * n
    for v in range(n):
        p[perm[v] - 1] = 0 if par[v] < 0 else perm[par[v]]
    return p


def plain(par):
    return [0 if x < 0 else x + 1 for x in par]


def check(p):
    n = len(p)
    assert 1 <= n <= 10**5 and p.count(0) == 1
    assert all(0 <= p[i] <= n and p[i] != i + 1 for i in range(n))
    ch = [[] for _ in range(n + 1)]
    for i, x in enumerate(p):
        ch[x].append(i + 1)
    seen, st = 0, [ch[0][0]]
    while st:
        v = st.pop()
        seen += 1
        st.extend(ch[v])
    assert seen == n, 'not one tree'


def write(name, p):
    check(p)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(p)}\n{" ".join(map(str, p))}\n')


def random_tree(rng, n, span=None):
    """Vertex v gets a parent among the `span` previous vertices (all of them when span is None)."""
    par = [-1]
    for v in range(1, n):
        lo = 0 if span is None else max(0, v - span)
        par.append(rng.randint(lo, v - 1))
    return par


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(99173)
    N = 10**5
    write('01-only-founder', [0])
    write('02-two-people', [2, 0])
    write('03-star', [0] + [1] * 9)
    write('04-star-founder-last', [10] * 9 + [0])
    write('05-chain-increasing', [i for i in range(10)])
    write('06-chain-decreasing', [i + 2 for i in range(9)] + [0])
    write('07-small-random', relabel(rng, random_tree(rng, 12)))
    write('08-small-random', relabel(rng, random_tree(rng, 30, 3)))
    write('09-binary-heap-order', [0] + [(i + 1) // 2 for i in range(2, 1024)])
    write('10-medium-random', relabel(rng, random_tree(rng, 5000)))
    write('11-medium-deep', relabel(rng, random_tree(rng, 5000, 2)))
    # two long branches of different length
    par = [-1] + [0] + [v - 1 for v in range(2, 3000)] + [0] + [v - 1 for v in range(3001, 5000)]
    write('12-two-branches', relabel(rng, par))
    # caterpillar: a spine with leaves hanging off it
    spine = 2000
    par = [-1] + [v - 1 for v in range(1, spine)] + [rng.randrange(spine) for _ in range(3000)]
    write('13-caterpillar', relabel(rng, par))
    write('14-max-star', [0] + [1] * (N - 1))
    write('15-max-chain-decreasing', [i + 2 for i in range(N - 1)] + [0])
    write('16-max-chain-random-labels', relabel(rng, [v - 1 for v in range(N)]))
    write('17-max-random', relabel(rng, random_tree(rng, N)))
    write('18-max-deep-random', relabel(rng, random_tree(rng, N, 3)))
    # a broom: a long handle, then a wide brush at the end
    par = [v - 1 for v in range(60000)] + [59999] * (N - 60000)
    write('19-max-broom', relabel(rng, par))


main()
