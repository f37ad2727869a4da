import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    total = 0
    odd = 0
    for tok in data[1:1 + n]:
        c = bin(int(tok)).count('1')
        total += c
        odd += c & 1
    print(total, odd)


main()
