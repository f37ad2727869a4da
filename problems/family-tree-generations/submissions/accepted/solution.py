import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    children = [[] for _ in range(n + 1)]
    for i in range(1, n + 1):
        children[int(data[i])].append(i)
    # children[0] holds the founder; go down level by level.
    level = children[0]
    generations = 0
    while level:
        generations += 1
        nxt = []
        for v in level:
            nxt.extend(children[v])
        level = nxt
    print(generations)


main()
