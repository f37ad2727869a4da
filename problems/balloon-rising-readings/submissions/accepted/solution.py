import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    tails = []  # tails[k] = smallest last reading of a strictly rising streak of length k + 1
    for tok in data[1:n + 1]:
        x = int(tok)
        pos = bisect_left(tails, x)
        if pos == len(tails):
            tails.append(x)
        else:
            tails[pos] = x
    print(len(tails))


main()
