# Wrong: walks from village 1 towards the heavier side while that lowers the total (a weighted
# centroid), which finds a best village, but not always the smallest-numbered one when several tie.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    pop = [0] + [int(x) for x in data[1:1 + n]]
    adj = [[] for _ in range(n + 1)]
    pos = 1 + n
    for _ in range(n - 1):
        u, v, w = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        adj[u].append((v, w))
        adj[v].append((u, w))
    parent = [0] * (n + 1)
    dist = [0] * (n + 1)
    order = [1]
    parent[1] = -1
    for v in order:
        for u, w in adj[v]:
            if u != parent[v]:
                parent[u] = v
                dist[u] = dist[v] + w
                order.append(u)
    sub = pop[:]
    for k in range(n - 1, 0, -1):
        sub[parent[order[k]]] += sub[order[k]]
    total = sub[1]
    cost = sum(p * d for p, d in zip(pop, dist))
    v = 1
    while True:
        moved = False
        for u, w in adj[v]:
            if u != parent[v] and 2 * sub[u] > total:
                cost += w * (total - 2 * sub[u])
                v = u
                moved = True
                break
        if not moved:
            break
    print(v, cost)


main()
