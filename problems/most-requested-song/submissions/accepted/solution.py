import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    cnt = {}
    best = None
    best_count = 0
    for tok in map(int, data[1:1 + n]):
        k = cnt.get(tok, 0) + 1
        cnt[tok] = k
        if k > best_count:
            best_count = k
            best = tok
    print(best, best_count)


main()
