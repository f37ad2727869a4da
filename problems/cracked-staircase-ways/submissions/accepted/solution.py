import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    MOD = 1000000007
    cracked = bytearray(n + 1)
    for tok in data[2:2 + k]:
        cracked[int(tok)] = 1
    prev2, prev1 = 0, 1
    for i in range(1, n + 1):
        if cracked[i]:
            prev2, prev1 = prev1, 0
        else:
            prev2, prev1 = prev1, (prev1 + prev2) % MOD
    print(prev1)


main()
