#include <stdio.h>
#include <stdlib.h>
#include <limits.h>

static int head[100005], nxt[200005], to[200005];
static long long wt[200005];
static long long dist[100005];
/* binary heap of (key, node) with lazy deletion */
static long long hk[200005 + 5];
static int hv[200005 + 5];
static int hs = 0;

static void push(long long k, int v) {
    int i = hs++;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (hk[p] <= k) break;
        hk[i] = hk[p]; hv[i] = hv[p];
        i = p;
    }
    hk[i] = k; hv[i] = v;
}

static void pop(long long *k, int *v) {
    *k = hk[0]; *v = hv[0];
    hs--;
    long long lk = hk[hs];
    int lv = hv[hs];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= hs) break;
        if (c + 1 < hs && hk[c + 1] < hk[c]) c++;
        if (hk[c] >= lk) break;
        hk[i] = hk[c]; hv[i] = hv[c];
        i = c;
    }
    hk[i] = lk; hv[i] = lv;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    for (int i = 1; i <= n; i++) { head[i] = -1; dist[i] = LLONG_MAX; }
    int e = 0;
    for (int i = 0; i < m; i++) {
        int u, v;
        long long w;
        if (scanf("%d %d %lld", &u, &v, &w) != 3) break;
        to[e] = v; wt[e] = w; nxt[e] = head[u]; head[u] = e++;
        to[e] = u; wt[e] = w; nxt[e] = head[v]; head[v] = e++;
    }
    dist[1] = 0;
    push(0, 1);
    while (hs > 0) {
        long long d;
        int u;
        pop(&d, &u);
        if (d != dist[u]) continue;
        for (int k = head[u]; k != -1; k = nxt[k]) {
            int v = to[k];
            if (d + wt[k] < dist[v]) {
                dist[v] = d + wt[k];
                push(dist[v], v);
            }
        }
    }
    for (int j = 1; j <= n; j++) {
        printf("%lld%c", dist[j] == LLONG_MAX ? -1LL : dist[j], j == n ? '\n' : ' ');
    }
    return 0;
}
