# Plausible mistake: answers count(r) - count(l) instead of count(r) - count(l - 1),
# so the letter at position l itself is never counted.
import sys
from bisect import bisect_left

data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
ends, lens, pref = {}, {}, {}
pos = 0
idx = 2
for _ in range(n):
    c, d = data[idx], int(data[idx + 1])
    idx += 2
    pos += d
    ends.setdefault(c, []).append(pos)
    lens.setdefault(c, []).append(d)
    pref.setdefault(c, [0]).append(pref[c][-1] + d)


def count(c, x):
    if c not in ends:
        return 0
    e = ends[c]
    k = bisect_left(e, x)
    res = pref[c][k]
    if k < len(e) and e[k] - lens[c][k] + 1 <= x:
        res += x - (e[k] - lens[c][k] + 1) + 1
    return res


out = []
for _ in range(q):
    l, r, c = int(data[idx]), int(data[idx + 1]), data[idx + 2]
    idx += 3
    out.append(count(c, r) - count(c, l))
print('\n'.join(map(str, out)))
