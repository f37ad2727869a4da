import sys


def zfunc(s):
    n = len(s)
    z = [0] * n
    z[0] = n
    l = r = 0
    for i in range(1, n):
        if i < r:
            k = z[i - l]
            if k < r - i:
                z[i] = k
                continue
            k = r - i
        else:
            k = 0
        while i + k < n and s[k] == s[i + k]:
            k += 1
        z[i] = k
        if i + k > r:
            l = i
            r = i + k
    return z


def main():
    data = sys.stdin.buffer.read().split()
    t = data[0]
    p = data[1]
    n = len(t)
    m = len(p)
    zf = zfunc(p + b'#' + t)
    zb = zfunc(p[::-1] + b'#' + t[::-1])
    # pre[i] for window start i; suf for window end e = i + m - 1 sits at zb[m + 1 + n - 1 - e]
    pre = zf[m + 1:m + 1 + n - m + 1]
    # for i = 0..n-m: index m + 1 + n - 1 - (i + m - 1) = n + 1 - i
    suf = zb[n + 1 - (n - m):n + 2][::-1]
    need = m - 1
    hits = [i for i, (a, b) in enumerate(zip(pre, suf)) if a + b >= need]
    if not hits:
        print(0)
    else:
        print(len(hits), hits[0] + 1, hits[-1] + 1)


main()
