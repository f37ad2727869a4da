import sys
from bisect import bisect_right
from itertools import accumulate


def main():
    # The answer lies in [max(max a, ceil(S/k)), that + max a]: with the limit ceil(S/k) + max a,
    # every finished block holds more than S/k, so at most k blocks are needed.
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    pref = [0] + list(accumulate(a))
    total = pref[n]
    biggest = max(a)
    lo = max(biggest, (total + k - 1) // k)
    hi = lo + biggest
    while lo < hi:
        mid = (lo + hi) // 2
        # greedy: each part takes the longest prefix with sum <= mid
        parts = 0
        i = 0
        while i < n and parts <= k:
            i = bisect_right(pref, pref[i] + mid, i + 1) - 1
            parts += 1
        if i >= n and parts <= k:
            hi = mid
        else:
            lo = mid + 1
    print(lo)


main()
