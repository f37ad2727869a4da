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
    up_len = [0] * (n + 1)
    dist = [0] * (n + 1)
    order = [1]
    parent[1] = -1
    for v in order:  # the list grows while we walk it: breadth-first, no recursion
        pv = parent[v]
        dv = dist[v]
        for u, w in adj[v]:
            if u != pv:
                parent[u] = v
                up_len[u] = w
                dist[u] = dv + w
                order.append(u)
    sub = pop[:]
    for k in range(n - 1, 0, -1):
        v = order[k]
        sub[parent[v]] += sub[v]
    total = sub[1]
    t = [0] * (n + 1)
    t[1] = sum(p * d for p, d in zip(pop, dist))
    for k in range(1, n):
        v = order[k]
        t[v] = t[parent[v]] + up_len[v] * (total - 2 * sub[v])
    best = 1
    for v in range(2, n + 1):
        if t[v] < t[best]:
            best = v
    print(best, t[best])


main()
