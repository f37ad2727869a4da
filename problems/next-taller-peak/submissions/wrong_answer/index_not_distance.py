# Wrong: prints the 1-based index of the next higher summit instead of the distance to it.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    ans = [0] * n
    st = []
    for j in range(n):
        while st and h[st[-1]] < h[j]:
            ans[st.pop()] = j + 1
        st.append(j)
    sys.stdout.write(' '.join(map(str, ans)) + '\n')


main()
