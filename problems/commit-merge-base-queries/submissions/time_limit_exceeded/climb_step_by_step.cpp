// Correct but O(depth) per question: climbs one parent at a time.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
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
        for (int c = head[order[k]]; c != -1; c = nxt[c]) {
            depth[c] = depth[order[k]] + 1;
            order.push_back(c);
        }
    int q;
    scanf("%d", &q);
    while (q--) {
        int u, v;
        scanf("%d %d", &u, &v);
        while (depth[u] > depth[v]) u = par[u];
        while (depth[v] > depth[u]) v = par[v];
        while (u != v) {
            u = par[u];
            v = par[v];
        }
        printf("%d\n", u);
    }
    return 0;
}
