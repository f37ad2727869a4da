import sys

# Edit distance with one rolling row: prev[j] = corrections needed to turn the first i - 1 letters
# of one string into the first j letters of the other.


def main():
    data = sys.stdin.buffer.read().split()
    a = data[0]
    b = data[1]
    if len(a) < len(b):
        a, b = b, a  # the inner loop runs over the shorter string
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        left = i
        cur = [i]
        push = cur.append
        for cb, diag, up in zip(b, prev, prev[1:]):
            if cb == ca:
                v = diag
            else:
                v = diag if diag < up else up
                if left < v:
                    v = left
                v += 1
            push(v)
            left = v
        prev = cur
    print(prev[-1])


main()
