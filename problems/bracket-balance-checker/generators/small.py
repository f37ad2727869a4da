#!/usr/bin/env python3
"""Small-test generator for bracket-balance-checker (docs/packages.md#small-tests).

`python3 generators/small.py --seed S --size K` prints a few bracket lines. K=1: one line of one or two
characters; K<=5: at most K lines of at most 2K characters; K=6..9: a few lines of up to a few dozen
characters, some deeply nested; K=10: a few hundred lines, about 40 000 characters in all. Each line is
balanced, or a balanced line with one edit (changed, deleted or inserted character), or fully random, so
every report appears: 0, a bad closing bracket (first, middle, last) and m + 1 for brackets left open."""
import argparse
import random

OPEN = '([{'
CLOSE = ')]}'


def balanced(rng, length, p_open=0.5, kinds=OPEN):
    """A random balanced string of even length `length`."""
    s, st = [], []
    for pos in range(length):
        left = length - pos
        if st and (len(st) == left or rng.random() >= p_open):
            s.append(CLOSE[OPEN.index(st.pop())])
        else:
            c = rng.choice(kinds)
            st.append(c)
            s.append(c)
    return ''.join(s)


def mutate(rng, s):
    """One random edit: change a character, delete one, or insert one."""
    s = list(s)
    op = rng.randrange(3)
    if op == 0 or len(s) < 2:
        i = rng.randrange(len(s))
        s[i] = rng.choice([c for c in OPEN + CLOSE if c != s[i]])
    elif op == 1:
        del s[rng.randrange(len(s))]
    else:
        s.insert(rng.randrange(len(s) + 1), rng.choice(OPEN + CLOSE))
    return ''.join(s) or '('


def line(rng, max_len, p_open=0.5):
    kinds = rng.choice([OPEN, OPEN, '(', '(['])
    length = rng.randint(1, max_len)
    kind = rng.random()
    if kind < 0.3:
        return balanced(rng, 2 * max(1, length // 2), p_open, kinds)
    if kind < 0.7:
        return mutate(rng, balanced(rng, 2 * max(1, length // 2), p_open, kinds))
    if kind < 0.8:  # only openings: report m + 1
        return ''.join(rng.choice(kinds) for _ in range(length))
    return ''.join(rng.choice(OPEN + CLOSE) for _ in range(length))


def make(rng, k):
    if k == 1:
        return [line(rng, 2)]
    if k <= 5:
        return [line(rng, 2 * k) for _ in range(rng.randint(1, k))]
    if k <= 9:
        return [line(rng, 8 * k, p_open=rng.choice([0.5, 0.9])) for _ in range(rng.randint(1, 4))]
    max_len = rng.choice([20, 200, 2000])
    lines, total = [], 0
    while total < 40000 and len(lines) < 10**4:
        lines.append(line(rng, max_len, p_open=rng.choice([0.5, 0.9])))
        total += len(lines[-1])
    return lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, required=True)
    args = ap.parse_args()
    rng = random.Random(args.seed * 1000 + args.size)
    lines = make(rng, args.size)
    assert 1 <= len(lines) <= 10**4
    assert all(len(x) >= 1 and set(x) <= set(OPEN + CLOSE) for x in lines)
    assert sum(len(x) for x in lines) <= 10**6
    print(len(lines))
    print('\n'.join(lines))


main()
