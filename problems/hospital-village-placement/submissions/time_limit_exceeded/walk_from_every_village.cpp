// Correct but O(n^2): computes T(v) for every village with its own traversal.
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
    vector<long long> dist(n + 1);
    vector<int> from(n + 1), st;
    int best = 0;
    long long bestT = LLONG_MAX;
    for (int s = 1; s <= n; s++) {
        long long T = 0;
        st.assign(1, s);
        dist[s] = 0;
        from[s] = 0;
        while (!st.empty()) {
            int v = st.back();
            st.pop_back();
            T += pop[v] * dist[v];
            for (auto [u, w] : adj[v])
                if (u != from[v]) {
                    from[u] = v;
                    dist[u] = dist[v] + w;
                    st.push_back(u);
                }
        }
        if (T < bestT) {
            bestT = T;
            best = s;
        }
    }
    printf("%d %lld\n", best, bestT);
    return 0;
}
