import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    k = int(data[1])
    s = data[2]
    cnt = [0] * 123
    best = 0
    best_start = 0
    l = 0
    for r in range(n):
        c = s[r]
        cnt[c] += 1
        if cnt[c] > k:
            while True:
                d = s[l]
                cnt[d] -= 1
                l += 1
                if d == c:
                    break
        elif r - l + 1 > best:
            best = r - l + 1
            best_start = l
    print(best, best_start + 1)


main()
