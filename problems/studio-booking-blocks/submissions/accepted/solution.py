import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    vals = list(map(int, data[1:1 + 2 * n]))
    starts = vals[0::2]
    ends = [s + d for s, d in zip(starts, vals[1::2])]
    order = sorted(range(n), key=starts.__getitem__)
    blocks = total = longest = 0
    cs = ce = None
    for i in order:
        s = starts[i]
        if ce is not None and s <= ce:
            e = ends[i]
            if e > ce:
                ce = e
            continue
        if ce is not None:
            blocks += 1
            total += ce - cs
            if ce - cs > longest:
                longest = ce - cs
        cs, ce = s, ends[i]
    blocks += 1
    total += ce - cs
    if ce - cs > longest:
        longest = ce - cs
    print(blocks, total, longest)


main()
