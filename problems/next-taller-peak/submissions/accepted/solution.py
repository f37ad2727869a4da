import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    ans = [0] * n
    st = []
    for j in range(n):
        hj = h[j]
        while st and h[st[-1]] < hj:
            i = st.pop()
            ans[i] = j - i
        st.append(j)
    sys.stdout.write(' '.join(map(str, ans)) + '\n')


main()
