#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> pop(n + 1);
    for (int i = 1; i <= n; i++) scanf("%lld", &pop[i]);
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    // Order the villages from village 1 outwards (no recursion: the tree may be a long path).
    vector<int> order, parent(n + 1, 0), upLen(n + 1, 0);
    vector<long long> dist(n + 1, 0);
    order.reserve(n);
    order.push_back(1);
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
    // sub[v] = inhabitants in the subtree of v (rooted at 1).
    vector<long long> sub(pop);
    for (int k = n - 1; k > 0; k--) sub[parent[order[k]]] += sub[order[k]];
    long long total = sub[1];
    vector<long long> T(n + 1);
    T[1] = 0;
    for (int v = 1; v <= n; v++) T[1] += pop[v] * dist[v];
    // Moving from the parent to v: the sub[v] people get w closer, the others w farther.
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
