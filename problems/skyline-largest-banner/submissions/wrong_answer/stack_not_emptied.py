# Wrong: no sentinel, so the buildings still on the stack after the last one are never measured.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    st = []
    best = 0
    for i in range(n):
        while st and h[st[-1]] >= h[i]:
            height = h[st.pop()]
            left = st[-1] if st else -1
            best = max(best, height * (i - left - 1))
        st.append(i)
    print(best)


main()
