import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    seen = {0: 1}
    prefix = 0
    answer = 0
    get = seen.get
    for d in map(int, data[2:2 + n]):
        prefix += d
        answer += get(prefix - k, 0)
        seen[prefix] = get(prefix, 0) + 1
    print(answer)


main()
