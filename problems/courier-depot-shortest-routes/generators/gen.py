#!/usr/bin/env python3
"""Writes data/secret/*.in for courier-depot-shortest-routes (fixed seeds). Run from the package folder."""
import random, os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def write(name, n, edges):
    for u, v, w in edges:
        assert 1 <= u <= n and 1 <= v <= n and u != v and 1 <= w <= 10**9
    assert n <= 10**5 and len(edges) <= 10**5
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(edges)}\n')
        f.write(''.join(f'{u} {v} {w}\n' for u, v, w in edges))


def orient(rng, u, v):
    return (u, v) if rng.random() < 0.5 else (v, u)


def random_connected(rng, n, m, wmax, wmin=1):
    """Random tree hanging from a shuffled order (1 first) plus random extra roads."""
    order = list(range(2, n + 1))
    rng.shuffle(order)
    order = [1] + order
    es = []
    for i in range(1, n):
        p = order[rng.randrange(max(0, i - 50), i)] if rng.random() < 0.7 else order[rng.randrange(i)]
        es.append((*orient(rng, p, order[i]), rng.randint(wmin, wmax)))
    while len(es) < m:
        u, v = rng.randint(1, n), rng.randint(1, n)
        if u != v:
            es.append((u, v, rng.randint(wmin, wmax)))
    rng.shuffle(es)
    return es


def random_edges(rng, n, m, wmax):
    es = []
    while len(es) < m:
        u, v = rng.randint(1, n), rng.randint(1, n)
        if u != v:
            es.append((u, v, rng.randint(1, wmax)))
    return es


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(31337)
    write('01-single-intersection', 1, [])
    write('02-two-no-road', 2, [])
    write('03-two-heavy-road', 2, [(2, 1, 10**9)])
    write('04-parallel-roads', 3, [(1, 2, 50), (2, 1, 20), (1, 2, 30), (3, 2, 5), (2, 3, 1), (3, 1, 100)])
    write('05-detour-beats-direct', 4, [(1, 4, 100), (1, 2, 1), (2, 3, 1), (3, 4, 1)])
    write('06-small-random', 8, random_edges(rng, 8, 12, 20))
    write('07-small-random', 30, random_edges(rng, 30, 40, 1000))
    write('08-small-disconnected', 10, [(2, 3, 4), (3, 4, 5), (1, 5, 6), (5, 6, 7), (8, 9, 1)])
    write('09-depot-isolated', 1000, [(u, v, w) for u, v, w in random_edges(rng, 1000, 3000, 10**9) if u != 1 and v != 1])
    write('10-medium-random', 2000, random_connected(rng, 2000, 5000, 10**9))
    write('11-medium-random-small-weights', 3000, random_connected(rng, 3000, 6000, 3))
    # long chain of heaviest roads: distances up to ~2*10^13
    n = 20000
    order = [1] + rng.sample(range(2, n + 1), n - 1)
    es = [(*orient(rng, order[i], order[i + 1]), 10**9) for i in range(n - 1)]
    rng.shuffle(es)
    write('12-long-heavy-chain', n, es)
    write('13-max-random', 100000, random_connected(rng, 100000, 100000, 9))
    # grid city with random weights: many improvements of tentative distances
    R, C = 60, 100
    es = []
    for i in range(R):
        for j in range(C):
            a = i * C + j + 1
            if j + 1 < C:
                es.append((a, a + 1, rng.randint(1, 10**6)))
            if i + 1 < R:
                es.append((a, a + C, rng.randint(1, 10**6)))
    rng.shuffle(es)
    write('14-grid-city', R * C, es)
    # star from the depot with expensive spokes plus a cheap path that is better
    n = 5000
    es = [(1, i, 10**9) for i in range(2, n + 1)] + [(i, i + 1, 1) for i in range(2, n)] + [(1, 2, 1)]
    rng.shuffle(es)
    write('15-star-and-cheap-path', n, es)
    write('16-two-components', 6000, [(u, v, w) for u, v, w in random_connected(rng, 3000, 5000, 10**9)]
          + [(u + 3000, v + 3000, w) for u, v, w in random_connected(rng, 3000, 5000, 10**9)])
    write('17-sparse-random', 10000, random_edges(rng, 10000, 6000, 10**9))
    write('18-many-isolated', 20000, [])
    # long path whose lengths barely overflow 32 bits
    n = 5
    write('19-just-over-int', n, [(1, 2, 10**9), (2, 3, 10**9), (3, 4, 147483648), (4, 5, 1)])
    write('20-medium-dense', 300, random_edges(rng, 300, 10000, 10**9))


main()
