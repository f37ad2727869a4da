# Plausible mistake: only the altitudes after each stretch are considered, the start is forgotten.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
cur = int(data[1])
alts = []
for tok in data[2:2 + n]:
    cur += int(tok)
    alts.append(cur)
print(min(alts), max(alts))
