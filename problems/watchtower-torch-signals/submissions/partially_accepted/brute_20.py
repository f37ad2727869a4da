# Subtask 1 only: checks every pair by looking at every tower between them, O(n^3).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:n + 1]]
    pairs = 0
    for i in range(n):
        for j in range(i + 1, n):
            low = min(h[i], h[j])
            if all(h[k] <= low for k in range(i + 1, j)):
                pairs += 1
    print(pairs)


main()
