#include <stdio.h>
#include <stdlib.h>

#define LOG 17 /* 2^17 > 10^5 */

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *par = malloc((n + 1) * sizeof(int)), *head = malloc((n + 1) * sizeof(int));
    int *nxt = malloc((n + 1) * sizeof(int)), *depth = calloc(n + 1, sizeof(int));
    int *order = malloc(n * sizeof(int));
    int (*up)[LOG] = malloc((size_t)(n + 1) * sizeof *up);
    int root = 0;
    for (int v = 0; v <= n; v++) head[v] = -1;
    for (int i = 1; i <= n; i++) {
        scanf("%d", &par[i]);
        if (par[i] == 0) root = i;
        else {
            nxt[i] = head[par[i]];
            head[par[i]] = i;
        }
    }
    int cnt = 0;
    order[cnt++] = root;
    for (int k = 0; k < cnt; k++)
        for (int c = head[order[k]]; c != -1; c = nxt[c]) order[cnt++] = c;
    for (int k = 0; k < n; k++) {
        int v = order[k];
        up[v][0] = par[v] == 0 ? v : par[v];
        if (par[v] != 0) depth[v] = depth[par[v]] + 1;
        for (int j = 1; j < LOG; j++) up[v][j] = up[up[v][j - 1]][j - 1];
    }
    int q;
    scanf("%d", &q);
    while (q--) {
        int u, v;
        scanf("%d %d", &u, &v);
        if (depth[u] < depth[v]) {
            int t = u;
            u = v;
            v = t;
        }
        int diff = depth[u] - depth[v];
        for (int j = 0; j < LOG; j++)
            if (diff >> j & 1) u = up[u][j];
        if (u != v) {
            for (int j = LOG - 1; j >= 0; j--)
                if (up[u][j] != up[v][j]) {
                    u = up[u][j];
                    v = up[v][j];
                }
            u = up[u][0];
        }
        printf("%d\n", u);
    }
    return 0;
}
