#include <stdio.h>
#include <stdlib.h>

static int parent[100005];

static int find(int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    for (int i = 1; i <= n; i++) parent[i] = i;
    int groups = n;
    for (int i = 0; i < m; i++) {
        int u, v;
        if (scanf("%d %d", &u, &v) != 2) break;
        int a = find(u), b = find(v);
        if (a != b) { parent[a] = b; groups--; }
    }
    printf("%d\n", groups);
    return 0;
}
