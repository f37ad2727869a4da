import sys
from heapq import heappush, heapreplace


def main():
    data = sys.stdin.buffer.read().split()
    q, k = int(data[0]), int(data[1])
    best = []
    out = []
    pos = 2
    for _ in range(q):
        if data[pos] == b'1':
            x = int(data[pos + 1])
            pos += 2
            if len(best) < k:
                heappush(best, x)
            elif x > best[0]:
                heapreplace(best, x)
        else:
            pos += 1
            out.append(best[0] if len(best) >= k else -1)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
