// Correct but slow: keeps the cables as an adjacency list and answers every question with a fresh BFS,
// O(q * (n + q)) in the worst case.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    vector<vector<int>> adj(n + 1);
    vector<int> seen(n + 1, -1), queue_(n + 1);
    string out;
    for (int i = 0; i < q; i++) {
        char t; int u, v;
        scanf(" %c %d %d", &t, &u, &v);
        if (t == '+') {
            adj[u].push_back(v);
            adj[v].push_back(u);
            continue;
        }
        bool ok = (u == v);
        int head = 0, tail = 0;
        queue_[tail++] = u;
        seen[u] = i;
        while (head < tail && !ok) {
            int x = queue_[head++];
            for (int y : adj[x]) {
                if (seen[y] == i) continue;
                if (y == v) { ok = true; break; }
                seen[y] = i;
                queue_[tail++] = y;
            }
        }
        out += ok ? "YES\n" : "NO\n";
    }
    fputs(out.c_str(), stdout);
}
