#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *pop = malloc((n + 1) * sizeof(long long));
    for (int i = 1; i <= n; i++) scanf("%lld", &pop[i]);
    /* adjacency lists in arrays: head[v], then nxt/to/len per half-edge */
    int m = 2 * (n - 1);
    int *head = malloc((n + 1) * sizeof(int)), *nxt = malloc((m + 1) * sizeof(int));
    int *to = malloc((m + 1) * sizeof(int)), *len = malloc((m + 1) * sizeof(int));
    for (int v = 0; v <= n; v++) head[v] = -1;
    for (int i = 0, e = 0; i < n - 1; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        to[e] = v; len[e] = w; nxt[e] = head[u]; head[u] = e++;
        to[e] = u; len[e] = w; nxt[e] = head[v]; head[v] = e++;
    }
    int *order = malloc(n * sizeof(int)), *parent = malloc((n + 1) * sizeof(int));
    int *upLen = malloc((n + 1) * sizeof(int));
    long long *dist = malloc((n + 1) * sizeof(long long)), *sub = malloc((n + 1) * sizeof(long long));
    long long *T = malloc((n + 1) * sizeof(long long));
    int cnt = 0;
    order[cnt++] = 1;
    parent[1] = 0;
    dist[1] = 0;
    for (int k = 0; k < cnt; k++) {
        int v = order[k];
        for (int e = head[v]; e != -1; e = nxt[e]) {
            int u = to[e];
            if (u == parent[v]) continue;
            parent[u] = v;
            upLen[u] = len[e];
            dist[u] = dist[v] + len[e];
            order[cnt++] = u;
        }
    }
    for (int v = 1; v <= n; v++) sub[v] = pop[v];
    for (int k = n - 1; k > 0; k--) sub[parent[order[k]]] += sub[order[k]];
    long long total = sub[1];
    T[1] = 0;
    for (int v = 1; v <= n; v++) T[1] += pop[v] * dist[v];
    for (int k = 1; k < n; k++) {
        int v = order[k];
        T[v] = T[parent[v]] + (long long)upLen[v] * (total - 2 * sub[v]);
    }
    int best = 1;
    for (int v = 2; v <= n; v++)
        if (T[v] < T[best]) best = v;
    printf("%d %lld\n", best, T[best]);
    return 0;
}
