import sys

DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'


def convert(x, b):
    if x == 0:
        return '0'
    out = []
    while x:
        x, r = divmod(x, b)
        out.append(DIGITS[r])
    return ''.join(reversed(out))


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    res = []
    for i in range(q):
        res.append(convert(int(data[1 + 2 * i]), int(data[2 + 2 * i])))
    sys.stdout.write('\n'.join(res) + '\n')


main()
