import sys
from math import gcd


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    g = 0
    for x in a:
        g = gcd(g, x)
    print(g, sum(a) // g)


main()
