# Plausible mistake: for each paddler counts partners with bisect over the whole sorted list and
# halves the total, but forgets that a light paddler (2*w <= K) was counted as her own partner.
import sys
from bisect import bisect_right

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
w = sorted(map(int, data[2:2 + n]))
total = 0
for x in w:
    total += bisect_right(w, k - x)
print(total // 2)
