# Plausible mistake: ties broken by the smallest catalogue code.
import sys
from collections import Counter

data = sys.stdin.buffer.read().split()
n = int(data[0])
cnt = Counter(map(int, data[1:1 + n]))
best = max(cnt.values())
print(min(c for c, k in cnt.items() if k == best), best)
