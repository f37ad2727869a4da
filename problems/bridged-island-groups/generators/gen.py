#!/usr/bin/env python3
"""Writes data/secret/*.in for bridged-island-groups (fixed seeds). Run from the package folder."""
import random, os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def write(name, n, edges):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(edges)}\n')
        f.write(''.join(f'{u} {v}\n' for u, v in edges))


def rand_edges(rng, n, m, lo=1, hi=None):
    hi = hi or n
    es = []
    while len(es) < m:
        u, v = rng.randint(lo, hi), rng.randint(lo, hi)
        if u != v:
            es.append((u, v))
    return es


def chain(rng, n):
    p = list(range(1, n + 1))
    rng.shuffle(p)
    es = [(p[i], p[i + 1]) if rng.random() < 0.5 else (p[i + 1], p[i]) for i in range(n - 1)]
    rng.shuffle(es)
    return es


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(20240601)
    write('01-single-island', 1, [])
    write('02-two-joined', 2, [(2, 1)])
    write('03-two-apart', 2, [])
    write('04-duplicate-bridges', 3, [(1, 2), (2, 1), (1, 2), (1, 2)])
    write('05-small-random', 20, rand_edges(rng, 20, 10))
    write('06-small-random', 50, rand_edges(rng, 50, 30))
    write('07-medium-random', 1000, rand_edges(rng, 1000, 500))
    write('08-medium-chain', 1000, chain(rng, 1000))
    write('09-star', 1000, [(1, i) if i % 2 else (i, 1) for i in range(2, 1001)])
    write('10-max-no-bridges', 100000, [])
    write('11-max-random', 100000, rand_edges(rng, 100000, 100000))
    write('12-max-long-chain', 100000, chain(rng, 100000))
    p = list(range(1, 20001)); rng.shuffle(p)
    write('13-pairs', 20000, [(p[2 * i], p[2 * i + 1]) for i in range(10000)])
    write('14-dense-corner', 100000, rand_edges(rng, 100000, 20000, 1, 1000))
    # disjoint cycles of random sizes over a shuffled prefix of islands
    n = 100000
    p = list(range(1, n + 1)); rng.shuffle(p)
    es = []; i = 0
    while i < 30000:
        k = rng.randint(2, 50)
        cyc = p[i:i + k]; i += k
        es += [(cyc[j], cyc[(j + 1) % len(cyc)]) for j in range(len(cyc))] if len(cyc) > 2 else [(cyc[0], cyc[-1])] if len(cyc) == 2 else []
    rng.shuffle(es)
    write('15-many-cycles', n, es)
    write('16-critical-random', 60000, rand_edges(rng, 60000, 30000))
    write('17-one-pair-many-times', 5, [(1, 2) if rng.random() < 0.5 else (2, 1) for _ in range(20000)])
    write('18-last-island-alone', 100, chain(rng, 99))
    write('19-first-island-alone', 100, [(u + 1, v + 1) for u, v in chain(rng, 99)])
    write('20-small-random-dense', 200, rand_edges(rng, 200, 150))


main()
