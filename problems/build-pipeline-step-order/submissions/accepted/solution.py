import sys
from heapq import heapify, heappush, heappop


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    out = [[] for _ in range(n + 1)]
    indeg = [0] * (n + 1)
    for i in range(m):
        a = int(data[2 + 2 * i]); b = int(data[3 + 2 * i])
        out[a].append(b)
        indeg[b] += 1
    ready = [v for v in range(1, n + 1) if indeg[v] == 0]
    heapify(ready)
    order = []
    while ready:
        u = heappop(ready)
        order.append(u)
        for v in out[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                heappush(ready, v)
    if len(order) < n:
        print('IMPOSSIBLE')
    else:
        sys.stdout.write(' '.join(map(str, order)) + '\n')


main()
