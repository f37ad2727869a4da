import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, W = int(data[0]), int(data[1])
    best = [0] * (W + 1)  # best[c] = max usefulness with total weight <= c
    for i in range(n):
        w = int(data[2 + 2 * i]); v = int(data[3 + 2 * i])
        if w > W:
            continue
        # the right-hand side is built from the old table, so each piece is used at most once
        best[w:] = map(max, best[w:], map(v.__add__, best[:W + 1 - w]))
    print(best[W])


main()
