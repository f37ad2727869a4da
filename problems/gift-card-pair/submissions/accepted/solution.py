import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    t = int(data[1])
    a = list(map(int, data[2:2 + n]))
    l, r = 0, n - 1
    while l < r:
        s = a[l] + a[r]
        if s == t:
            print(l + 1, r + 1)
            return
        if s < t:
            l += 1
        else:
            r -= 1
    print(-1)


main()
