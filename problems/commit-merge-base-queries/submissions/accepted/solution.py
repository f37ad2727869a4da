import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    par = [0] + [int(x) for x in data[1:1 + n]]
    children = [[] for _ in range(n + 1)]
    for i in range(1, n + 1):
        children[par[i]].append(i)
    root = children[0][0]
    depth = [0] * (n + 1)
    order = [root]
    for v in order:  # breadth-first: the list grows while we walk it
        d = depth[v] + 1
        for c in children[v]:
            depth[c] = d
            order.append(c)
    up0 = par[:]
    up0[root] = root
    up0[0] = 0
    # up[j][v] is the ancestor 2^j steps above v (the root is its own parent)
    up = [up0]
    LOG = max(1, (n - 1).bit_length())
    for _ in range(1, LOG):
        prev = up[-1]
        up.append([prev[x] for x in prev])
    rng = range(LOG - 1, -1, -1)
    q = int(data[1 + n])
    out = []
    pos = 2 + n
    for _ in range(q):
        u = int(data[pos])
        v = int(data[pos + 1])
        pos += 2
        if depth[u] < depth[v]:
            u, v = v, u
        diff = depth[u] - depth[v]
        j = 0
        while diff:
            if diff & 1:
                u = up[j][u]
            diff >>= 1
            j += 1
        if u != v:
            for j in rng:
                t = up[j]
                if t[u] != t[v]:
                    u = t[u]
                    v = t[v]
            u = up0[u]
        out.append(u)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
