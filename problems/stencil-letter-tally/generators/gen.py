#!/usr/bin/env python3
"""Writes data/sample/*.in and data/secret/*.in (fixed seeds). Run from the package folder."""
import os, random, string

def write(path, s):
    assert 1 <= len(s) <= 10**6 and all('a' <= c <= 'z' for c in s)
    with open(path, 'w') as f:
        f.write(s + '\n')

os.makedirs('data/sample', exist_ok=True)
os.makedirs('data/secret', exist_ok=True)
write('data/sample/01.in', 'bookkeeper')
write('data/sample/02.in', 'zebra')

R = random.Random(777)
AL = string.ascii_lowercase
def rnd(n, letters=AL):
    return ''.join(R.choice(letters) for _ in range(n))

tests = []
tests.append(('single-a', 'a'))
tests.append(('single-z', 'z'))
tests.append(('two-equal', 'qq'))
tests.append(('two-tied', 'ba'))
tests.append(('alphabet-reversed', AL[::-1]))
tests.append(('all-tied-shuffled', ''.join(R.sample(AL * 3, 78))))
tests.append(('palindrome', 'racecar'))
tests.append(('tie-in-middle', 'ccbbbaaadde'))
tests.append(('only-z-and-a', 'z' * 5 + 'a' * 5 + 'z'))
tests.append(('random-small', rnd(40)))
tests.append(('random-few-letters', rnd(1000, 'xyz')))
tests.append(('skewed', ''.join(R.choice(AL[:i + 1]) for i in range(26) for _ in range(30))))
tests.append(('random-medium', rnd(50000)))
tests.append(('counts-1-to-26', ''.join(R.sample(''.join(c * (i + 1) for i, c in enumerate(AL)), 351))))
tests.append(('large-one-letter', 'm' * 300000))
tests.append(('large-two-tied', ''.join(R.sample('k' * 100000 + 'j' * 100000, 200000))))
tests.append(('max-random', rnd(10**6)))
w = [R.randint(1, 1000) for _ in AL]
tests.append(('large-weighted', ''.join(R.choices(AL, weights=w, k=400000))))
tests.append(('large-equal-blocks', ''.join(c * 10000 for c in AL[::-1])))
for i, (name, s) in enumerate(tests, 1):
    write(f'data/secret/{i:02d}-{name}.in', s)
