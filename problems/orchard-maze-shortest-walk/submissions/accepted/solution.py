import sys


def main():
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    W = c + 2
    # padded grid: a border of hedges around the maze
    rows = [b'#' * W]
    for i in range(r):
        rows.append(b'#' + data[2 + i] + b'#')
    rows.append(b'#' * W)
    grid = b''.join(rows)
    s = grid.index(b'S')
    e = grid.index(b'E')
    free = bytearray(grid.replace(b'S', b'.').replace(b'E', b'.').replace(b'#', b'\x00').replace(b'.', b'\x01'))
    free[s] = 0
    offs = (1, -1, W, -W)
    frontier = [s]
    steps = 0
    while frontier:
        steps += 1
        nxt = []
        push = nxt.append
        for cur in frontier:
            for d in offs:
                nb = cur + d
                if free[nb]:
                    free[nb] = 0
                    if nb == e:
                        print(steps)
                        return
                    push(nb)
        frontier = nxt
    print(-1)


main()
