import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, g = int(data[0]), int(data[1])
    starts = data[2:2 + 2 * n:2]
    ends = data[3:3 + 2 * n:2]
    meetings = sorted(zip(map(int, ends), map(int, starts)))
    free_at = -1
    granted = 0
    for e, s in meetings:
        if s >= free_at:
            granted += 1
            free_at = e + g
    print(granted)


main()
