#!/usr/bin/env python3
"""Writes data/secret/*.in for Bracket Inspector. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import itertools
import os
import random

OPEN = '([{'
CLOSE = ')]}'
MATCH = {')': '(', ']': '[', '}': '{'}
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')


def balanced(rng, length, p_open=0.5, kinds=OPEN):
    """A random balanced string of even length `length`."""
    assert length % 2 == 0
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


def write(name, lines):
    assert 1 <= len(lines) <= 10**4
    assert all(len(x) >= 1 for x in lines)
    assert sum(len(x) for x in lines) <= 10**6
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(lines)}\n')
        f.write('\n'.join(lines) + '\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(20240611)
    H = 50000  # deep nesting of the medium tests: 10^5 characters

    write('01-one-opening', ['('])
    write('02-one-closing', [']'])
    write('03-pairs', ['()', '[]', '{}', ')(', '(]', '[}', '{)', '((', '))'])
    every = []
    for n in range(1, 5):
        every += [''.join(p) for p in itertools.product(OPEN + CLOSE, repeat=n)]
    write('04-all-lines-up-to-4', every)
    write('05-short-balanced', [balanced(rng, 2 * rng.randint(1, 10)) for _ in range(2000)])
    write('06-short-one-edit', [mutate(rng, balanced(rng, 2 * rng.randint(1, 10))) for _ in range(3000)])
    write('07-medium-mixed', [balanced(rng, 2 * rng.randint(1, 200)) if rng.random() < 0.3
                              else mutate(rng, balanced(rng, 2 * rng.randint(1, 200))) for _ in range(300)])
    write('08-wrong-kind-inside', ['(' * 1000 + '[' + ')' + ')' * 1000, '{[()]}' * 50 + '{[(])}', '[' * 10 + '}' * 10])
    write('09-extra-closing-late', [balanced(rng, 80000) + ')' + '(' * 5 + balanced(rng, 20000)])
    write('10-closing-first', [')' + balanced(rng, 2 * 30000)])
    write('11-unclosed-at-end', ['(' + balanced(rng, 2 * 30000), balanced(rng, 1000) + '{[', '((((('])
    write('12-only-opening', ['([{' * 10000])
    write('13-only-closing', [')]}' * 10000])
    write('14-max-deep-nesting-balanced', ['(' * 500000 + ')' * 500000])
    write('15-deep-nesting-last-wrong', ['[' * H + ']' * (H - 1) + ')'])
    write('16-deep-nesting-one-missing', ['{' * H + '}' * (H - 1)])
    write('17-deep-mixed-kinds', [''.join(rng.choice(OPEN) for _ in range(H))])
    t = ''.join(rng.choice(OPEN) for _ in range(H))
    write('18-deep-mixed-kinds-balanced', [t + ''.join(CLOSE[OPEN.index(c)] for c in reversed(t))])
    write('19-flat-pairs', ['()[]{}' * 10000])
    write('20-max-random-balanced', [balanced(rng, 10**6)])
    write('21-random-one-edit-late', [balanced(rng, 90000) + mutate(rng, balanced(rng, 9998))])
    write('22-max-many-lines', [balanced(rng, 50) if i % 3 == 0 else mutate(rng, balanced(rng, 48))
                                for i in range(10**4)])
    write('23-many-lines-deep', [balanced(rng, 100, p_open=0.9) if i % 2 == 0
                                     else mutate(rng, balanced(rng, 98, p_open=0.9)) for i in range(1000)])
    write('24-single-kind-random', [balanced(rng, 30000, kinds='('), mutate(rng, balanced(rng, 30000, kinds='[')),
                                    mutate(rng, balanced(rng, 30000, kinds='{'))])


main()
