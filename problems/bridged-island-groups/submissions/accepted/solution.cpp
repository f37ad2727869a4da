#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    vector<char> seen(n + 1, 0);
    vector<int> q(n);
    int groups = 0;
    for (int s = 1; s <= n; s++) {
        if (seen[s]) continue;
        groups++;
        int head = 0, tail = 0;
        q[tail++] = s;
        seen[s] = 1;
        while (head < tail) {
            int u = q[head++];
            for (int v : adj[u])
                if (!seen[v]) { seen[v] = 1; q[tail++] = v; }
        }
    }
    printf("%d\n", groups);
    return 0;
}
