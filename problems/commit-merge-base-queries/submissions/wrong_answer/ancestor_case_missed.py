# Wrong: after lifting to equal depth it always takes one more parent step, even when one commit
# was an ancestor of the other (then the answer is that commit itself).
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
    for v in order:
        for c in children[v]:
            depth[c] = depth[v] + 1
            order.append(c)
    up0 = par[:]
    up0[root] = root
    up = [up0]
    LOG = max(1, (n - 1).bit_length())
    for _ in range(1, LOG):
        prev = up[-1]
        up.append([prev[x] for x in prev])
    q = int(data[1 + n])
    out = []
    pos = 2 + n
    for _ in range(q):
        u, v = int(data[pos]), int(data[pos + 1])
        pos += 2
        if depth[u] < depth[v]:
            u, v = v, u
        diff = depth[u] - depth[v]
        for j in range(LOG):
            if diff >> j & 1:
                u = up[j][u]
        for j in range(LOG - 1, -1, -1):
            if up[j][u] != up[j][v]:
                u, v = up[j][u], up[j][v]
        out.append(up0[u])
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
