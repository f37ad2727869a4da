import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    k = int(data[1])
    w = sorted(map(int, data[2:2 + n]))
    pairs = 0
    l, r = 0, n - 1
    while l < r:
        if w[l] + w[r] <= k:
            pairs += r - l
            l += 1
        else:
            r -= 1
    print(pairs)


main()
