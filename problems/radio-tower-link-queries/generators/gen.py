#!/usr/bin/env python3
"""Writes data/secret/*.in for radio-tower-link-queries (fixed seeds). Run from the package folder."""
import random, os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def write(name, n, events):
    assert 1 <= n <= 10**5 and 1 <= len(events) <= 10**5
    assert any(t == '?' for t, _, _ in events)
    assert all(1 <= u <= n and 1 <= v <= n for _, u, v in events)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(events)}\n')
        f.write(''.join(f'{t} {u} {v}\n' for t, u, v in events))


def rnd_events(rng, n, q, p_link, lo=1, hi=None):
    hi = hi or n
    ev = []
    for _ in range(q):
        t = '+' if rng.random() < p_link else '?'
        ev.append((t, rng.randint(lo, hi), rng.randint(lo, hi)))
    if not any(t == '?' for t, _, _ in ev):
        ev[-1] = ('?', ev[-1][1], ev[-1][2])
    return ev


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(99)
    write('01-one-tower', 1, [('?', 1, 1)])
    write('02-two-towers', 2, [('?', 1, 2), ('+', 1, 2), ('?', 2, 1), ('?', 1, 1)])
    write('03-self-link', 3, [('+', 2, 2), ('?', 2, 3), ('+', 3, 3), ('?', 3, 3), ('?', 1, 2)])
    # a tower that is already attached gets linked again: catches "parent[u] = v" without finding roots
    write('04-relink-attached', 4, [('+', 1, 2), ('+', 1, 3), ('?', 2, 3), ('+', 4, 1), ('?', 4, 2), ('?', 3, 4)])
    write('05-small-random', 10, rnd_events(rng, 10, 30, 0.4))
    write('06-small-random', 50, rnd_events(rng, 50, 200, 0.3))
    write('07-questions-first', 1000, [('?', rng.randint(1, 1000), rng.randint(1, 1000)) for _ in range(500)]
          + [('+', i, i + 1) for i in range(1, 1000)] + [('?', rng.randint(1, 1000), rng.randint(1, 1000)) for _ in range(500)])
    write('08-duplicate-cables', 100, [('+', 5, 7)] * 300 + [('?', 7, 5), ('?', 5, 8), ('+', 7, 8), ('?', 8, 5)])
    # star built from the leaves' side
    n = 5000
    ev = [('+', i, 1) if i % 2 else ('+', 1, i) for i in range(2, n + 1)]
    ev = ev[: n // 2] + [('?', rng.randint(1, n), rng.randint(1, n)) for _ in range(3000)] + ev[n // 2:] + [('?', rng.randint(1, n), rng.randint(1, n)) for _ in range(1000)]
    write('09-star', n, ev)
    write('10-medium-random', 5000, rnd_events(rng, 5000, 20000, 0.5))
    write('11-medium-few-links', 20000, rnd_events(rng, 20000, 20000, 0.1))
    # two halves grow separately and are joined at the very end
    n = 2000
    ev = []
    for i in range(3000):
        half = rng.randint(0, 1)
        a, b = rng.randint(1, 1000) + 1000 * half, rng.randint(1, 1000) + 1000 * half
        ev.append(('+', a, b))
        if i % 3 == 0:
            ev.append(('?', rng.randint(1, n), rng.randint(1, n)))
    ev.append(('?', 1, 2000))
    ev.append(('+', rng.randint(1, 1000), rng.randint(1001, 2000)))
    ev += [('?', rng.randint(1, 1000), rng.randint(1001, 2000)) for _ in range(200)]
    write('12-two-halves-joined-late', n, ev)
    write('13-large-random', 12000, rnd_events(rng, 12000, 25000, 0.5))
    # max n, cables between nearby towers only: many middle-sized groups
    n = 100000
    ev = []
    for _ in range(20000):
        u = rng.randint(1, n)
        v = min(n, max(1, u + rng.randint(-40, 40)))
        ev.append(('+' if rng.random() < 0.6 else '?', u, v))
    write('19-max-n-local-cables', n, ev)
    # a long cable chain over shuffled towers, then many questions between the chain and lone towers
    n = 100000
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    L = 30000
    chain = perm[:L + 1]
    lone = perm[L + 1:]
    ev = [('+', chain[i], chain[i + 1]) if rng.random() < 0.5 else ('+', chain[i + 1], chain[i]) for i in range(L)]
    for _ in range(70000):
        r = rng.random()
        if r < 0.8:
            ev.append(('?', rng.choice(chain), rng.choice(lone)))
        elif r < 0.9:
            ev.append(('?', rng.choice(lone), rng.choice(chain)))
        else:
            ev.append(('?', rng.choice(chain), rng.choice(chain)))
    write('14-max-long-chain-many-questions', n, ev)
    write('15-dense-small', 30, rnd_events(rng, 30, 5000, 0.05))
    write('16-medium-mostly-links', 15000, rnd_events(rng, 15000, 15000, 0.9))
    # links in increasing order make deep trees for careless union
    n = 20000
    ev = [('+', i, i + 1) for i in range(1, n)] + [('?', 1, rng.randint(1, n)) for _ in range(5000)]
    write('17-ordered-chain', n, ev)
    write('18-single-question', 100000, [('+', rng.randint(1, 100000), rng.randint(1, 100000)) for _ in range(999)] + [('?', 1, 100000)])


main()
