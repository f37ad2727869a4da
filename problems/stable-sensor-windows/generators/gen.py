#!/usr/bin/env python3
"""Writes data/secret/*.in for Stable Stretches. Deterministic (fixed seeds).
Run from the package folder: python3 generators/gen.py"""
import os
import random
from collections import deque

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
V = 10**5
N = 2 * 10**5


def spreads(a, k):
    """max - min of every window (used to choose interesting values of d)."""
    mx, mn, res = deque(), deque(), []
    for j, x in enumerate(a):
        while mx and a[mx[-1]] <= x:
            mx.pop()
        mx.append(j)
        while mn and a[mn[-1]] >= x:
            mn.pop()
        mn.append(j)
        if mx[0] <= j - k:
            mx.popleft()
        if mn[0] <= j - k:
            mn.popleft()
        if j >= k - 1:
            res.append(a[mx[0]] - a[mn[0]])
    return res


def median_d(a, k):
    s = sorted(spreads(a, k))
    return s[len(s) // 2]


def write(name, k, d, a):
    n = len(a)
    assert 1 <= k <= n <= N and 0 <= d <= V and all(0 <= x <= V for x in a)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {k} {d}\n{" ".join(map(str, a))}\n')


def walk(rng, n, step, start=V // 2):
    a, x = [], start
    for _ in range(n):
        x = min(V, max(0, x + rng.randint(-step, step)))
        a.append(x)
    return a


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    rng = random.Random(8086)
    write('01-one-reading', 1, 0, [0])
    write('02-one-reading-max', 1, 0, [V])
    write('03-k-one', 1, 0, [rng.randint(0, V) for _ in range(50)])
    write('04-k-equals-n-stable', 6, 5, [10, 15, 12, 11, 14, 13])
    write('05-k-equals-n-unstable', 6, 4, [10, 15, 12, 11, 14, 13])
    write('06-d-zero-plateaus', 3, 0, [1, 1, 1, 2, 2, 2, 2, 3, 1, 1, 1, 1])
    write('07-difference-exactly-d', 2, 3, [0, 3, 6, 9, 5, 8, 8, 11, 7])
    write('08-extremes', 2, V, [0, V, 0, V, V, 0])
    write('09-extremes-d-one-less', 2, V - 1, [0, V, 0, V, V, 0, 5, 7])
    a = [rng.randint(0, 10) for _ in range(30)]
    write('10-small-random', 4, 5, a)
    a = [rng.randint(0, 10) for _ in range(30)]
    write('11-small-random', 5, 7, a)
    a = walk(rng, 3000, 5)
    write('12-medium-walk', 50, median_d(a, 50), a)
    a = [rng.randint(0, V) for _ in range(3000)]
    write('13-medium-random-all-unstable', 10, 1000, a)
    a = list(range(0, 5000))
    write('14-medium-increasing', 100, 99, a)
    a = list(range(5000, 0, -1))
    write('15-medium-decreasing', 100, 98, a)
    a = [(i % 200) * 3 for i in range(5000)]
    write('16-medium-sawtooth', 150, 447, a)
    a = walk(rng, 5000, 2)
    write('17-medium-all-stable', 4000, V, a)
    a = walk(rng, 5000, 100)
    write('18-medium-walk-wide', 37, median_d(a, 37), a)
    a = [V - (i // 2) for i in range(N)]
    write('19-max-decreasing-k-half', N // 2, 49999, a)
    a = walk(rng, N, 3)
    write('20-max-walk-k-half', N // 2 + 1, median_d(a, N // 2 + 1), a)
    a = walk(rng, N, 40)
    write('21-max-walk-k-1000', 1000, median_d(a, 1000), a)


main()
