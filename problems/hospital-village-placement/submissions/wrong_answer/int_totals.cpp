// Wrong: totals are kept in 32-bit ints; T can reach about 10^15.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> pop(n + 1);
    for (int i = 1; i <= n; i++) scanf("%d", &pop[i]);
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    vector<int> order = {1}, parent(n + 1, 0), upLen(n + 1, 0), dist(n + 1, 0);
    parent[1] = -1;
    for (size_t k = 0; k < order.size(); k++) {
        int v = order[k];
        for (auto [u, w] : adj[v])
            if (u != parent[v]) {
                parent[u] = v;
                upLen[u] = w;
                dist[u] = dist[v] + w;
                order.push_back(u);
            }
    }
    vector<int> sub(pop);
    for (int k = n - 1; k > 0; k--) sub[parent[order[k]]] += sub[order[k]];
    int total = sub[1];
    vector<int> T(n + 1, 0);
    for (int v = 1; v <= n; v++) T[1] += pop[v] * dist[v];
    for (int k = 1; k < n; k++) {
        int v = order[k];
        T[v] = T[parent[v]] + upLen[v] * (total - 2 * sub[v]);
    }
    int best = 1;
    for (int v = 2; v <= n; v++)
        if (T[v] < T[best]) best = v;
    printf("%d %d\n", best, T[best]);
    return 0;
}
