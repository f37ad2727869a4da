#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    const int LOG = 17;  // 2^17 > 10^5
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
    // Breadth-first order from the root, so every parent is handled before its children.
    vector<int> order = {root};
    order.reserve(n);
    for (size_t k = 0; k < order.size(); k++)
        for (int c = head[order[k]]; c != -1; c = nxt[c]) order.push_back(c);
    for (int v : order) {
        up[v][0] = par[v] == 0 ? v : par[v];  // the root is its own ancestor
        if (par[v] != 0) depth[v] = depth[par[v]] + 1;
        for (int j = 1; j < LOG; j++) up[v][j] = up[up[v][j - 1]][j - 1];
    }
    int q;
    scanf("%d", &q);
    string out;
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
        out += to_string(u);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
