import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    want = {41: 40, 93: 91, 125: 123}  # ) ] } -> ( [ {
    out = []
    for k in range(1, t + 1):
        s = data[k]
        st = []
        push = st.append
        pop = st.pop
        report = 0
        for i, c in enumerate(s):
            if c == 40 or c == 91 or c == 123:
                push(c)
            elif st and st[-1] == want[c]:
                pop()
            else:
                report = i + 1
                break
        if report == 0 and st:
            report = len(s) + 1
        out.append(report)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
