import sys
from bisect import bisect_left, bisect_right


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = sorted(map(int, data[2:2 + n]))
    qs = list(map(int, data[2 + n:2 + n + 2 * q]))
    out = []
    for i in range(0, 2 * q, 2):
        out.append(bisect_right(a, qs[i + 1]) - bisect_left(a, qs[i]))
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
