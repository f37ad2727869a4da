import sys


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    d = [int(x) for x in data[1:1 + m]]
    d.reverse()
    q = int(data[1 + m])
    out = []
    for k in range(2 + m, 2 + m + q):
        a = int(data[k])
        coins = 0
        for v in d:
            if v <= a:
                c, a = divmod(a, v)
                coins += c
        out.append(coins)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
