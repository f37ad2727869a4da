# Plausible mistake: counts the longest run of consecutive rising readings, as if the highlighted
# readings had to be adjacent in the log.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:n + 1]))
    best = cur = 1
    for i in range(1, n):
        cur = cur + 1 if a[i] > a[i - 1] else 1
        best = max(best, cur)
    print(best)


main()
