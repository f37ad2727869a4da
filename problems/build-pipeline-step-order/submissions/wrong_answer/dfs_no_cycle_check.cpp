// Plausible mistake: reverse post-order of a DFS, which is a valid order only when there is no cycle;
// cycles are never detected, so IMPOSSIBLE is never printed.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<int>> out(n + 1);
    for (int i = 0; i < m; i++) { int a, b; scanf("%d %d", &a, &b); out[a].push_back(b); }
    vector<char> seen(n + 1, 0);
    vector<int> post;
    vector<pair<int, size_t>> st;
    for (int s = 1; s <= n; s++) {
        if (seen[s]) continue;
        seen[s] = 1;
        st.push_back({s, 0});
        while (!st.empty()) {
            auto &[u, k] = st.back();
            if (k < out[u].size()) {
                int v = out[u][k++];
                if (!seen[v]) { seen[v] = 1; st.push_back({v, 0}); }
            } else {
                post.push_back(u);
                st.pop_back();
            }
        }
    }
    reverse(post.begin(), post.end());
    for (int i = 0; i < n; i++) printf("%d%c", post[i], i + 1 == n ? '\n' : ' ');
}
