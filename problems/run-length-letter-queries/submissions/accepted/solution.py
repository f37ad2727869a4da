import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    q = int(data[1])
    ends = {}
    lens = {}
    pref = {}
    pos = 0
    idx = 2
    for _ in range(n):
        c = data[idx]
        d = int(data[idx + 1])
        idx += 2
        pos += d
        if c not in ends:
            ends[c] = []
            lens[c] = []
            pref[c] = [0]
        ends[c].append(pos)
        lens[c].append(d)
        pref[c].append(pref[c][-1] + d)

    def count(c, x):
        e = ends[c]
        k = bisect_left(e, x)
        res = pref[c][k]
        if k < len(e):
            start = e[k] - lens[c][k] + 1
            if start <= x:
                res += x - start + 1
        return res

    out = []
    for _ in range(q):
        l = int(data[idx])
        r = int(data[idx + 1])
        c = data[idx + 2]
        idx += 3
        if c in ends:
            out.append(count(c, r) - count(c, l - 1))
        else:
            out.append(0)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
