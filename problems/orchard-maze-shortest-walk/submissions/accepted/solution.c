#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char row[1105];

int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    int W = c + 2, H = r + 2;
    char *open = calloc((size_t)W * H, 1); /* padded with a border of hedges */
    int *dist = malloc(sizeof(int) * (size_t)W * H);
    int *q = malloc(sizeof(int) * (size_t)W * H);
    int s = 0, e = 0;
    for (int i = 0; i < r; i++) {
        if (scanf("%1100s", row) != 1) return 0;
        for (int j = 0; j < c; j++) {
            int id = (i + 1) * W + (j + 1);
            open[id] = row[j] != '#';
            if (row[j] == 'S') s = id;
            if (row[j] == 'E') e = id;
        }
    }
    for (int i = 0; i < W * H; i++) dist[i] = -1;
    int off[4] = {1, -1, W, -W};
    int head = 0, tail = 0;
    dist[s] = 0;
    q[tail++] = s;
    while (head < tail && dist[e] == -1) {
        int cur = q[head++];
        for (int d = 0; d < 4; d++) {
            int nb = cur + off[d];
            if (open[nb] && dist[nb] == -1) {
                dist[nb] = dist[cur] + 1;
                q[tail++] = nb;
            }
        }
    }
    printf("%d\n", dist[e]);
    free(open); free(dist); free(q);
    return 0;
}
