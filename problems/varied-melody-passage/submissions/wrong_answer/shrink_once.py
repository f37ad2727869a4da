# Plausible mistake: when a note exceeds k, the window is shrunk by a single step ("if" instead of
# "while"), so the window can stay invalid and too long.
import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
s = data[2]
cnt = [0] * 123
best = best_start = l = 0
for r in range(n):
    cnt[s[r]] += 1
    if cnt[s[r]] > k:
        cnt[s[l]] -= 1
        l += 1
    if r - l + 1 > best:
        best, best_start = r - l + 1, l
print(best, best_start + 1)
