#!/usr/bin/env python3
"""Writes data/secret/*.in for scribe-copy-edit-distance (fixed seeds). Run from the package folder."""
import random, os, string

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
MAXL = 2500


def write(name, s, t):
    assert 1 <= len(s) <= MAXL and 1 <= len(t) <= MAXL
    assert set(s + t) <= set(string.ascii_lowercase)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(s + '\n' + t + '\n')


def rnd(rng, n, alpha=string.ascii_lowercase):
    return ''.join(rng.choice(alpha) for _ in range(n))


def mutate(rng, s, k):
    """Applies k random corrections to s (keeps it within 1..MAXL letters)."""
    s = list(s)
    for _ in range(k):
        op = rng.randrange(3)
        if op == 0 and len(s) < MAXL:
            s.insert(rng.randint(0, len(s)), rng.choice(string.ascii_lowercase))
        elif op == 1 and len(s) > 1:
            del s[rng.randrange(len(s))]
        else:
            s[rng.randrange(len(s))] = rng.choice(string.ascii_lowercase)
    return ''.join(s)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(1453)
    write('01-equal-single', 'q', 'q')
    write('02-different-single', 'q', 'z')
    write('03-insert-only', 'ab', 'xaybz')
    write('04-erase-only', 'illuminated', 'lumina')
    write('05-identical', 'codexcodexcodex', 'codexcodexcodex')
    write('06-reversed', 'abcdefghij', 'jihgfedcba')
    write('07-small-random', rnd(rng, 12, 'abc'), rnd(rng, 9, 'abc'))
    write('08-small-random', rnd(rng, 30), rnd(rng, 40))
    base = rnd(rng, 300)
    write('09-medium-few-corrections', base, mutate(rng, base, 15))
    write('10-one-vs-long', 'm', rnd(rng, 2500))
    write('11-long-vs-one-present', 'x' * 1200 + 'q' + 'x' * 1299, 'q')
    write('12-disjoint-alphabets', rnd(rng, 2500, 'abcdefghijklm'), rnd(rng, 2500, 'nopqrstuvwxyz'))
    write('13-max-random', rnd(rng, 2500), rnd(rng, 2500))
    write('14-max-binary', rnd(rng, 2500, 'ab'), rnd(rng, 2500, 'ab'))
    base = rnd(rng, 2500)
    write('15-max-many-corrections', base, mutate(rng, base, 400))
    base = rnd(rng, 2400)
    write('16-near-max-few-corrections', base, mutate(rng, base, 30))
    write('17-all-same-letter', 'a' * 2500, 'a' * 1700)
    write('18-shifted-by-one', 'z' + base[:2499], base[:2500])
    write('19-periodic', 'abc' * 833, 'bca' * 833 + 'b')
    write('20-different-lengths-random', rnd(rng, 2500), rnd(rng, 900))
    write('21-unary-vs-binary', 'a' * 1000, rnd(rng, 1500, 'ab'))
    write('22-medium-random', rnd(rng, 700, 'abcd'), rnd(rng, 650, 'abcd'))


main()
