# Plausible mistake: the windows are enumerated with range(n - m) instead of range(n - m + 1), so the
# window that ends at the last letter of the text is never checked.
import sys


def zfunc(s):
    n = len(s)
    z = [0] * n
    z[0] = n
    l = r = 0
    for i in range(1, n):
        k = min(r - i, z[i - l]) if i < r else 0
        while i + k < n and s[k] == s[i + k]:
            k += 1
        z[i] = k
        if i + k > r:
            l, r = i, i + k
    return z


data = sys.stdin.buffer.read().split()
t, p = data[0], data[1]
n, m = len(t), len(p)
zf = zfunc(p + b'#' + t)
zb = zfunc(p[::-1] + b'#' + t[::-1])
hits = []
for i in range(n - m):
    if zf[m + 1 + i] + zb[m + 1 + (n - 1 - (i + m - 1))] >= m - 1:
        hits.append(i + 1)
print(f"{len(hits)} {hits[0]} {hits[-1]}" if hits else 0)
