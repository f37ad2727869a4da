# Plausible mistake: reports IMPOSSIBLE only when no step is free at the very beginning,
# and otherwise prints whatever Kahn's algorithm managed to order (missing steps on a cycle).
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    out = [[] for _ in range(n + 1)]
    indeg = [0] * (n + 1)
    for i in range(m):
        a = int(data[2 + 2 * i]); b = int(data[3 + 2 * i])
        out[a].append(b)
        indeg[b] += 1
    q = deque(v for v in range(1, n + 1) if indeg[v] == 0)
    if not q:
        print('IMPOSSIBLE')
        return
    order = []
    while q:
        u = q.popleft()
        order.append(u)
        for v in out[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                q.append(v)
    print(' '.join(map(str, order)))


main()
