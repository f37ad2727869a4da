#include <bits/stdc++.h>
using namespace std;

// Kahn's algorithm; the ready steps are kept in a min-heap, so the printed order is the smallest
// valid one in dictionary order (any valid order would be accepted).
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> out(n + 1);
    vector<int> indeg(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        out[a].push_back(b);
        indeg[b]++;
    }
    priority_queue<int, vector<int>, greater<int>> ready;
    for (int v = 1; v <= n; v++)
        if (indeg[v] == 0) ready.push(v);
    vector<int> order;
    order.reserve(n);
    while (!ready.empty()) {
        int u = ready.top();
        ready.pop();
        order.push_back(u);
        for (int v : out[u])
            if (--indeg[v] == 0) ready.push(v);
    }
    if ((int)order.size() < n) {
        puts("IMPOSSIBLE");
        return 0;
    }
    string s;
    s.reserve((size_t)n * 7);
    for (int i = 0; i < n; i++) {
        if (i) s += ' ';
        s += to_string(order[i]);
    }
    s += '\n';
    fputs(s.c_str(), stdout);
    return 0;
}
