import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    # stack of heights (strictly decreasing from the bottom) and, beside it, how many towers share each height
    hs = []
    cs = []
    pairs = 0
    for tok in data[1:n + 1]:
        h = int(tok)
        same = 1
        while hs and hs[-1] <= h:
            top = hs.pop()
            c = cs.pop()
            pairs += c  # every shorter or equal tower on top sees this one
            if top == h:
                same += c
        if hs:
            pairs += 1  # the nearest strictly taller tower to the west
        hs.append(h)
        cs.append(same)
    print(pairs)


main()
