# Plausible mistake: binary search on the prices in input order (they are not sorted).
import sys
from bisect import bisect_left, bisect_right

data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
a = list(map(int, data[2:2 + n]))
out = []
for i in range(q):
    l, r = int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])
    out.append(bisect_right(a, r) - bisect_left(a, l))
print('\n'.join(map(str, out)))
