import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    h = sorted(map(int, data[2:2 + n]))
    need = [0] * n
    pref = [0] * (n + 1)
    s = 0
    for k in range(n):
        need[k] = k * h[k] - s
        s += h[k]
        pref[k + 1] = s
    out = []
    for tok in data[2 + n:2 + n + q]:
        v = int(tok)
        wet = bisect_left(need, v)
        ip, rem = divmod(v + pref[wet], wet)
        frac = (rem * 2000000000 + wet) // (2 * wet)
        if frac == 1000000000:
            ip, frac = ip + 1, 0
        out.append('%d.%09d' % (ip, frac))
    sys.stdout.write('\n'.join(out) + '\n')


main()
