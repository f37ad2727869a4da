// Correct but slow: Dijkstra that finds the closest unsettled intersection by scanning all of them,
// O(n^2 + m); about 10^10 steps when n = 10^5 and everything is reachable.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<pair<int, long long>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        long long w;
        scanf("%d %d %lld", &u, &v, &w);
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    const long long INF = LLONG_MAX;
    vector<long long> dist(n + 1, INF);
    vector<char> done(n + 1, 0);
    dist[1] = 0;
    for (int it = 0; it < n; it++) {
        int best = -1;
        for (int j = 1; j <= n; j++)
            if (!done[j] && dist[j] != INF && (best == -1 || dist[j] < dist[best])) best = j;
        if (best == -1) break;
        done[best] = 1;
        for (auto [v, w] : adj[best])
            if (dist[best] + w < dist[v]) dist[v] = dist[best] + w;
    }
    for (int j = 1; j <= n; j++) printf("%lld%c", dist[j] == INF ? -1LL : dist[j], j == n ? '\n' : ' ');
}
