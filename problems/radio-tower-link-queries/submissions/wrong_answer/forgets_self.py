# Plausible mistake: a question about a tower and itself is answered from the cable list only,
# so a lone tower is reported as unable to talk to itself.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    parent = list(range(n + 1))
    linked = bytearray(n + 1)
    out = []
    idx = 2
    for _ in range(q):
        t = data[idx]; u = int(data[idx + 1]); v = int(data[idx + 2]); idx += 3
        a, b = u, v
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        while parent[b] != b:
            parent[b] = parent[parent[b]]
            b = parent[b]
        if t == b'+':
            linked[u] = linked[v] = 1
            if a != b:
                parent[a] = b
        else:
            out.append('YES' if a == b and linked[u] else 'NO')
    sys.stdout.write('\n'.join(out) + '\n')


main()
