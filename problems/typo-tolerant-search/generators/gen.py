#!/usr/bin/env python3
"""Writes data/sample/*.in and data/secret/*.in (fixed seeds). Run from the package folder."""
import os, random, string

AL = string.ascii_lowercase

def write(path, t, p):
    assert 1 <= len(p) <= len(t) <= 7 * 10**5
    assert all(c in AL for c in t) and all(c in AL for c in p)
    with open(path, 'w') as f:
        f.write(t + '\n' + p + '\n')

os.makedirs('data/sample', exist_ok=True)
os.makedirs('data/secret', exist_ok=True)
write('data/sample/01.in', 'abracadabra', 'abca')
write('data/sample/02.in', 'banana', 'ana')
write('data/sample/03.in', 'xyz', 'abc')

R = random.Random(1729)
def rnd(n, letters=AL):
    return ''.join(R.choice(letters) for _ in range(n))

def mutate(s, k):
    s = list(s)
    for i in R.sample(range(len(s)), k):
        s[i] = R.choice([c for c in AL if c != s[i]])
    return ''.join(s)

N = 7 * 10**5
tests = []
tests.append(('single-equal', 'a', 'a'))
tests.append(('single-different', 'a', 'b'))
tests.append(('m-equals-n-one-typo', 'abcdef', 'abcxef'))
tests.append(('m-equals-n-two-typos', 'abcdef', 'xbcdey'))
tests.append(('typo-at-first-letter', 'zzzhello', 'jello'))
tests.append(('typo-at-last-letter', 'hellozzz', 'hellx'))
tests.append(('pattern-length-one', rnd(1000), 'q'))
tests.append(('hit-at-the-very-end', 'b' * 50 + 'abcd', 'abce'))
tests.append(('exact-and-typo-mixed', 'abcabdabcxbc', 'abc'))
tests.append(('two-letter-pattern', rnd(5000, 'ab'), 'ab'))
tests.append(('random-small', rnd(200, 'abc'), rnd(5, 'abc')))
s = rnd(20000)
pat = s[7000:7300]
t = list(s)
for start in R.sample(range(0, 19000, 400), 20):
    t[start:start + 300] = list(mutate(pat, R.randint(0, 2)))
tests.append(('planted-copies', ''.join(t), pat))
s = rnd(30000, 'ab')
tests.append(('binary-random', s, s[100:112]))
tests.append(('periodic-abc', 'abc' * 10000, mutate('abc' * 333, 1)))
tests.append(('no-hit-two-typos-everywhere', 'a' * 50000, 'b' + 'a' * 998 + 'b'))
# maximal tests: repetitive texts (slow for letter-by-letter comparison)
tests.append(('max-all-a', 'a' * N, 'a' * (N // 2)))
tests.append(('max-one-typo-everywhere', 'a' * N, 'a' * 150000 + 'b' + 'a' * 149999))
s = mutate('ab' * (N // 2), 6)
tests.append(('max-near-periodic', s, mutate('ab' * 100000, 1)))
s = rnd(N // 2)
pat = s[1000:101000]
t = s[:200000] + mutate(pat, 1) + s[300000:]
tests.append(('large-random-planted', t, pat))
for i, (name, t, p) in enumerate(tests, 1):
    write(f'data/secret/{i:02d}-{name}.in', t, p)
