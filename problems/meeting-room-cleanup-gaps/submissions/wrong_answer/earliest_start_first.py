# Wrong: greedily takes the meeting that starts first among those that fit.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, g = int(data[0]), int(data[1])
    meetings = sorted((int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n))
    free_at = -1
    granted = 0
    for s, e in meetings:
        if s >= free_at:
            granted += 1
            free_at = e + g
    print(granted)


main()
