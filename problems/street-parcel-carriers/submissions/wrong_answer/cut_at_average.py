# Plausible mistake: a one-pass greedy that closes a block as soon as it reaches the average load
# total / k (while keeping enough houses for the remaining carriers); it is not always optimal.
import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
a = list(map(int, data[2:2 + n]))
target = sum(a) / k
loads = []
cur = 0
for i, x in enumerate(a):
    remaining_carriers = k - len(loads) - 1
    if cur > 0 and (cur + x > target or n - i == remaining_carriers) and remaining_carriers > 0:
        loads.append(cur)
        cur = 0
    cur += x
loads.append(cur)
print(max(loads))
