// Wrong: only 16 levels of jumps (2^16 = 65536), but a path of commits can be 10^5 - 1 steps deep.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    const int LOG = 16;
    vector<array<int, LOG>> up(n + 1);
    vector<int> par(n + 1), head(n + 1, -1), nxt(n + 1), depth(n + 1, 0);
    int root = 0;
    for (int i = 1; i <= n; i++) {
        scanf("%d", &par[i]);
        if (par[i] == 0) root = i;
        else {
            nxt[i] = head[par[i]];
            head[par[i]] = i;
        }
    }
    vector<int> order = {root};
    for (size_t k = 0; k < order.size(); k++)
        for (int c = head[order[k]]; c != -1; c = nxt[c]) order.push_back(c);
    for (int v : order) {
        up[v][0] = par[v] == 0 ? v : par[v];
        if (par[v] != 0) depth[v] = depth[par[v]] + 1;
        for (int j = 1; j < LOG; j++) up[v][j] = up[up[v][j - 1]][j - 1];
    }
    int q;
    scanf("%d", &q);
    while (q--) {
        int u, v;
        scanf("%d %d", &u, &v);
        if (depth[u] < depth[v]) swap(u, v);
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
