import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        a, b, c = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        if c == 0:
            out.append(a % MOD)
        elif b == 0:
            out.append(1)
        elif a % MOD == 0:
            out.append(0)
        else:
            out.append(pow(a, pow(b, c, MOD - 1), MOD))
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
