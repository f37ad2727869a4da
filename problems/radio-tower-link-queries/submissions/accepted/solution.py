import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    parent = list(range(n + 1))
    size = [1] * (n + 1)
    out = []
    idx = 2
    for _ in range(q):
        t = data[idx]; a = int(data[idx + 1]); b = int(data[idx + 2]); idx += 3
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        while parent[b] != b:
            parent[b] = parent[parent[b]]
            b = parent[b]
        if t == b'+':
            if a != b:
                if size[a] < size[b]:
                    a, b = b, a
                parent[b] = a
                size[a] += size[b]
        else:
            out.append('YES' if a == b else 'NO')
    sys.stdout.write('\n'.join(out) + '\n')


main()
