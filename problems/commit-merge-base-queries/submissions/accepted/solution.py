import sys


def main():
    # Offline lowest common ancestors (Tarjan): walk the tree depth first; a finished commit points at
    # its parent, so from any visited commit, following the pointers stops at its lowest ancestor that is
    # still on the walk's path, which is the merge base with the commit being visited.
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parent = [0] * (n + 1)
    first_child = [-1] * (n + 1)
    next_sibling = [-1] * (n + 1)
    root = 0
    for i in range(1, n + 1):
        p = int(data[i])
        parent[i] = p
        if p == 0:
            root = i
        else:
            next_sibling[i] = first_child[p]
            first_child[p] = i
    q = int(data[n + 1])
    first_query = [-1] * (n + 1)
    next_query = [-1] * (2 * q)
    other = [0] * (2 * q)
    pos = n + 2
    for k in range(q):
        u = int(data[pos])
        v = int(data[pos + 1])
        pos += 2
        e = 2 * k
        other[e] = v
        next_query[e] = first_query[u]
        first_query[u] = e
        other[e + 1] = u
        next_query[e + 1] = first_query[v]
        first_query[v] = e + 1
    answer = [0] * q
    link = list(range(n + 1))
    visited = bytearray(n + 1)
    next_child = first_child[:]
    stack = [root]
    u = root
    while True:
        # u is newly on the path: answer its queries whose other commit was seen.
        visited[u] = 1
        e = first_query[u]
        while e != -1:
            v = other[e]
            if visited[v]:
                r = v
                while link[r] != r:
                    r = link[r]
                while link[v] != r:
                    link[v], v = r, link[v]
                answer[e >> 1] = r
            e = next_query[e]
        # Go down to the next unvisited child, or finish commits until one has a child left.
        while stack:
            top = stack[-1]
            c = next_child[top]
            if c != -1:
                next_child[top] = next_sibling[c]
                stack.append(c)
                u = c
                break
            stack.pop()
            link[top] = parent[top]
        else:
            break
    sys.stdout.write('\n'.join(map(str, answer)) + '\n')


main()
