import sys


def main():
    s = sys.stdin.buffer.read().split()[0]
    tally = []
    for code in range(ord('a'), ord('z') + 1):
        k = s.count(bytes([code]))
        if k:
            tally.append((-k, chr(code)))
    tally.sort()
    sys.stdout.write(''.join(f"{c} {-k}\n" for k, c in tally))


main()
