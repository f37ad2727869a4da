import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = int(data[1])
    cur = lo = hi = h
    for tok in data[2:2 + n]:
        cur += int(tok)
        if cur < lo:
            lo = cur
        elif cur > hi:
            hi = cur
    print(lo, hi)


main()
