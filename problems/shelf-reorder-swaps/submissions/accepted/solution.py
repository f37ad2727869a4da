import sys
from bisect import bisect_right
from itertools import repeat


def inversions(p):
    """Bottom-up merge sort; the cross count of two sorted halves uses bisect (runs in C)."""
    n = len(p)
    total = 0
    blocks = []
    size = 8
    for s in range(0, n, size):
        blk = p[s:s + size]
        for i in range(len(blk)):
            x = blk[i]
            for y in blk[i + 1:]:
                if x > y:
                    total += 1
        blk.sort()
        blocks.append(blk)
    while len(blocks) > 1:
        merged = []
        for k in range(0, len(blocks) - 1, 2):
            left = blocks[k]
            right = blocks[k + 1]
            # for every element of right: how many elements of left are greater
            total += len(left) * len(right) - sum(map(bisect_right, repeat(left), right))
            merged.append(sorted(left + right))
        if len(blocks) % 2:
            merged.append(blocks[-1])
        blocks = merged
    return total


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    b = list(map(int, data[1 + n:1 + 2 * n]))
    ia = sorted(range(n), key=a.__getitem__)  # stable: equal codes keep shelf order
    ib = sorted(range(n), key=b.__getitem__)
    target = [0] * n
    for x, y in zip(ia, ib):
        if a[x] != b[y]:
            print(-1)
            return
        target[x] = y
    print(inversions(target))


main()
