#include <stdio.h>

static int parent[100005], sz[100005];

static int find_root(int x) {
    int r = x;
    while (parent[r] != r) r = parent[r];
    while (parent[x] != r) { /* full path compression */
        int nx = parent[x];
        parent[x] = r;
        x = nx;
    }
    return r;
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    for (int i = 1; i <= n; i++) { parent[i] = i; sz[i] = 1; }
    for (int i = 0; i < q; i++) {
        char t;
        int u, v;
        if (scanf(" %c %d %d", &t, &u, &v) != 3) break;
        int a = find_root(u), b = find_root(v);
        if (t == '+') {
            if (a != b) {
                if (sz[a] < sz[b]) { int tmp = a; a = b; b = tmp; }
                parent[b] = a;
                sz[a] += sz[b];
            }
        } else {
            puts(a == b ? "YES" : "NO");
        }
    }
    return 0;
}
