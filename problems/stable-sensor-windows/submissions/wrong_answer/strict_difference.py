# Wrong: counts a stretch only when the difference is strictly below d.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, k, d = int(data[0]), int(data[1]), int(data[2])
    a = list(map(int, data[3:3 + n]))
    mx, mn = deque(), deque()
    stable = 0
    for j in range(n):
        x = a[j]
        while mx and a[mx[-1]] <= x:
            mx.pop()
        mx.append(j)
        while mn and a[mn[-1]] >= x:
            mn.pop()
        mn.append(j)
        if mx[0] <= j - k:
            mx.popleft()
        if mn[0] <= j - k:
            mn.popleft()
        if j >= k - 1 and a[mx[0]] - a[mn[0]] < d:
            stable += 1
    print(stable)


main()
