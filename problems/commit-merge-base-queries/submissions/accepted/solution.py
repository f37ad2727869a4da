import sys


def main():
    # Offline lowest common ancestors (Tarjan): walk the tree depth first; a finished commit is linked to
    # its parent, so from a commit already seen, following the links stops at its lowest ancestor still on
    # the walk's path, which is the merge base with the commit being visited.
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parent = [0] * (n + 1)
    children = [[] for _ in range(n + 1)]
    for i in range(1, n + 1):
        p = int(data[i])
        parent[i] = p
        children[p].append(i)
    root = children[0][0]
    q = int(data[n + 1])
    queries = [[] for _ in range(n + 1)]
    pos = n + 2
    for k in range(q):
        u = int(data[pos])
        v = int(data[pos + 1])
        pos += 2
        queries[u].append((v, k))
        queries[v].append((u, k))
    answer = [0] * q
    link = list(range(n + 1))
    seen = [False] * (n + 1)

    def find(v):
        root = v
        while link[root] != root:
            root = link[root]
        while link[v] != root:
            link[v], v = root, link[v]
        return root

    # ~u on the stack means: u's subtree is done, link it to its parent.
    stack = [root]
    while stack:
        u = stack.pop()
        if u < 0:
            link[~u] = parent[~u]
            continue
        seen[u] = True
        for v, k in queries[u]:
            if seen[v]:
                answer[k] = find(v)
        stack.append(~u)
        stack.extend(children[u])
    sys.stdout.write('\n'.join(map(str, answer)) + '\n')


main()
