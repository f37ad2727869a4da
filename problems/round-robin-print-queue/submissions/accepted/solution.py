import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    left = [int(x) for x in data[2:2 + n]]
    done = [0] * n
    line = deque(range(n))
    clock = 0
    while line:
        j = line.popleft()
        if left[j] > k:
            clock += k
            left[j] -= k
            line.append(j)
        else:
            clock += left[j]
            left[j] = 0
            done[j] = clock
    sys.stdout.write(' '.join(map(str, done)) + '\n')


main()
