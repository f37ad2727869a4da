# Plausible mistake: the closed intersection is only subtracted when it lies strictly inside the
# rectangle, so closed intersections on its border (including the depot and the customer) are missed.
import sys

MOD = 10**9 + 7
data = sys.stdin.buffer.read().split()
q = int(data[0])
vals = list(map(int, data[1:1 + 4 * q]))
N = 10**6
fact = [1] * (N + 1)
for i in range(1, N + 1):
    fact[i] = fact[i - 1] * i % MOD
inv = [1] * (N + 1)
inv[N] = pow(fact[N], MOD - 2, MOD)
for i in range(N, 0, -1):
    inv[i - 1] = inv[i] * i % MOD


def walks(dx, dy):
    return fact[dx + dy] * inv[dx] % MOD * inv[dy] % MOD


out = []
for i in range(0, 4 * q, 4):
    a, b, x, y = vals[i:i + 4]
    ans = walks(a, b)
    if 0 < x < a and 0 < y < b:
        ans = (ans - walks(x, y) * walks(a - x, b - y)) % MOD
    out.append(ans)
print('\n'.join(map(str, out)))
