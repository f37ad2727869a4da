import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = sorted(map(int, data[1:1 + n]))
    gaps = [b - a for a, b in zip(p, p[1:])]
    best = min(gaps)
    if best > 0:
        pairs = gaps.count(best)
    else:
        pairs = 0
        run = 1
        for g in gaps:
            if g == 0:
                pairs += run  # the new post pairs with every earlier post of its group
                run += 1
            else:
                run = 1
    print(best, pairs)


main()
