#!/usr/bin/env python3
"""Writes data/sample/*.in and data/secret/*.in (fixed seeds). Run from the package folder."""
import os, random, string

def write(path, k, s):
    n = len(s)
    assert 1 <= k <= n <= 5 * 10**5 and all('a' <= c <= 'z' for c in s)
    with open(path, 'w') as f:
        f.write(f"{n} {k}\n{s}\n")

os.makedirs('data/sample', exist_ok=True)
os.makedirs('data/secret', exist_ok=True)
write('data/sample/01.in', 1, 'abcabcbb')
write('data/sample/02.in', 2, 'aabacbebebe')
write('data/sample/03.in', 3, 'zzz')

R = random.Random(31337)
AL = string.ascii_lowercase
N = 5 * 10**5
def rnd(n, letters=AL):
    return ''.join(R.choice(letters) for _ in range(n))

tests = []
tests.append(('single', 1, 'q'))
tests.append(('two-same-k1', 1, 'aa'))
tests.append(('two-same-k2', 2, 'aa'))
tests.append(('all-same-k1', 1, 'b' * 1000))
tests.append(('all-same-k7', 7, 'b' * 1000))
tests.append(('tie-prefer-earliest', 1, 'abcaxyzab'))
tests.append(('best-at-end', 2, 'aaaaaaaabcdbcd'))
tests.append(('best-at-start', 1, 'abcdefgaaaaaaa'))
tests.append(('alphabet-k1', 1, AL * 4))
tests.append(('random-small', 2, rnd(60, 'abcd')))
tests.append(('random-medium-k1', 1, rnd(10000)))
tests.append(('random-medium-k3', 3, rnd(10000, 'abcdef')))
tests.append(('k-equals-n', 2000, rnd(2000, 'ab')))
tests.append(('blocks', 5, ''.join(c * R.randint(1, 9) for c in rnd(3000))))
# maximal tests: long windows (slow for quadratic solutions) and the exact answer is known only by a scan
tests.append(('max-k-equals-n', N, rnd(N)))
tests.append(('max-large-k', N // 30, rnd(N)))
tests.append(('max-one-letter-large-k', N // 2, 'x' * N))
s = list(rnd(N, 'abc'))
tests.append(('max-three-letters', N // 5, ''.join(s)))
tests.append(('max-k1-random', 1, rnd(N)))
tests.append(('large-two-equal-best', 60000, 'a' * 60000 + 'b' * 100000 + 'a' * 60000))
for i, (name, k, s) in enumerate(tests, 1):
    write(f'data/secret/{i:02d}-{name}.in', k, s)
