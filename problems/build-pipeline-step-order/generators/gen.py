#!/usr/bin/env python3
"""Writes data/secret/*.in for build-pipeline-step-order (fixed seeds). Run from the package folder."""
import random, os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def write(name, n, edges):
    assert 1 <= n <= 10**5 and len(edges) <= 10**5
    assert all(1 <= a <= n and 1 <= b <= n for a, b in edges)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(edges)}\n')
        f.write(''.join(f'{a} {b}\n' for a, b in edges))


def random_dag(rng, n, m, local=None):
    """Random DAG: a hidden random order, every rule points forward in it."""
    order = list(range(1, n + 1))
    rng.shuffle(order)
    es = []
    while len(es) < m:
        i = rng.randrange(n)
        j = rng.randrange(n) if local is None else min(n - 1, i + rng.randint(1, local))
        if i == j:
            continue
        if i > j:
            i, j = j, i
        es.append((order[i], order[j]))
    rng.shuffle(es)
    return es, order


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(8086)
    write('01-single-step', 1, [])
    write('02-self-rule', 1, [(1, 1)])
    write('03-two-steps-reversed', 2, [(2, 1)])
    write('04-two-step-cycle', 2, [(1, 2), (2, 1)])
    write('05-duplicate-rules', 4, [(4, 3), (4, 3), (3, 1), (4, 3), (3, 1), (2, 1)])
    write('06-self-rule-among-others', 6, [(1, 2), (2, 3), (5, 5), (3, 4), (6, 1)])
    es, _ = random_dag(rng, 10, 15)
    write('07-small-dag', 10, es)
    es, _ = random_dag(rng, 50, 120)
    write('08-small-dag-dense', 50, es)
    # cycle hidden behind steps that are free to start: a check "is there any step with no
    # prerequisites" is not enough
    es, order = random_dag(rng, 30, 40)
    es.append((order[25], order[10]))
    es += [(order[10], order[k]) for k in range(11, 26)]
    rng.shuffle(es)
    write('09-small-hidden-cycle', 30, es)
    es, _ = random_dag(rng, 2000, 5000)
    write('10-medium-dag', 2000, es)
    es, order = random_dag(rng, 2000, 5000)
    es.append((order[1999], order[0]))
    es += [(order[k], order[k + 1]) for k in range(1999)]
    rng.shuffle(es)
    write('11-medium-cycle-through-all', 2000, es)
    # long reversed chain: the only valid order is n, n-1, ..., 1
    n = 80000
    es = [(i + 1, i) for i in range(1, n)]
    rng.shuffle(es)
    write('12-large-reversed-chain', n, es)
    es, _ = random_dag(rng, 30000, 40000)
    write('13-large-random-dag', 30000, es)
    es, _ = random_dag(rng, 20000, 30000, local=20)
    write('14-large-deep-dag', 20000, es)
    # long chain closed into a cycle, plus many free steps
    n = 20000
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    L = 15000
    es = [(perm[i], perm[i + 1]) for i in range(L - 1)] + [(perm[L - 1], perm[0])]
    es += [(perm[rng.randrange(L, n)], perm[rng.randrange(0, L)]) for _ in range(3000)]
    rng.shuffle(es)
    write('15-large-long-cycle', n, es)
    # a DAG plus one rule at the very end that closes a cycle deep inside
    es, order = random_dag(rng, 10000, 12000, local=5)
    es += [(order[k], order[k + 1]) for k in range(6000, 9000)]
    es.append((order[9000], order[6000]))
    write('16-late-back-rule', 10000, es)
    write('17-no-rules', 20000, [])
    # two independent parts: a DAG and a triangle
    es, _ = random_dag(rng, 500, 800)
    es += [(501, 502), (502, 503), (503, 501)]
    write('18-dag-and-triangle', 503, es)
    # star: one step before all others, then the others before a final step
    n = 10000
    es = [(1, i) for i in range(2, n)] + [(i, n) for i in range(2, n)]
    rng.shuffle(es)
    write('19-diamond-star', n, es)
    # layered: every step of a layer before every step of the next
    es = []
    layers = [list(range(1 + 10 * k, 11 + 10 * k)) for k in range(30)]
    for k in range(29):
        es += [(b, a) for a in layers[k] for b in layers[k + 1]]
    rng.shuffle(es)
    write('20-reversed-layers', 300, es)
    es, _ = random_dag(rng, 3000, 3000)
    es.append((2999, 2999))
    write('21-medium-dag-plus-self-rule', 3000, es)
    es, _ = random_dag(rng, 8, 0)
    write('22-small-no-rules', 8, es)


main()
