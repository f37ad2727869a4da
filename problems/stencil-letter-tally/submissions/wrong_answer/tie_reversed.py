# Plausible mistake: sorting by (count, letter) in reverse, which also reverses the tie order.
import sys
from collections import Counter

s = sys.stdin.readline().strip()
tally = sorted(Counter(s).items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
print('\n'.join(f"{c} {k}" for c, k in tally))
