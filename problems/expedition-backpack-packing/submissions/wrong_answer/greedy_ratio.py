# Plausible mistake: greedily packs pieces by best usefulness per gram.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, W = int(data[0]), int(data[1])
    items = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    items.sort(key=lambda p: p[1] / p[0], reverse=True)
    left, total = W, 0
    for w, v in items:
        if w <= left:
            left -= w
            total += v
    print(total)


main()
