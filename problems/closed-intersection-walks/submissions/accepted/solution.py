import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    vals = list(map(int, data[1:1 + 4 * q]))
    top = 0  # largest factorial index needed
    for i in range(0, 4 * q, 4):
        top = max(top, vals[i] + vals[i + 1], vals[i + 2] + vals[i + 3])
    fact = [1] * (top + 1)
    f = 1
    for i in range(1, top + 1):
        f = f * i % MOD
        fact[i] = f
    inv = [1] * (top + 1)
    g = pow(fact[top], MOD - 2, MOD)
    for i in range(top, 0, -1):
        inv[i] = g
        g = g * i % MOD
    inv[0] = g

    def walks(dx, dy):
        if dx < 0 or dy < 0:
            return 0
        return fact[dx + dy] * inv[dx] % MOD * inv[dy] % MOD

    out = []
    for i in range(0, 4 * q, 4):
        a, b, x, y = vals[i], vals[i + 1], vals[i + 2], vals[i + 3]
        out.append((walks(a, b) - walks(x, y) * walks(a - x, b - y)) % MOD)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
