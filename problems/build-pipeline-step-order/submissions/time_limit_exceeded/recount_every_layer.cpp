// Correct but slow: peels the steps layer by layer and recounts all in-degrees from the full rule list
// before every layer, O((n + m) * number of layers) = O(n * (n + m)) on a long chain.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<int> ea(m), eb(m);
    for (int i = 0; i < m; i++) scanf("%d %d", &ea[i], &eb[i]);
    vector<char> done(n + 1, 0);
    vector<int> indeg(n + 1), order;
    while ((int)order.size() < n) {
        fill(indeg.begin(), indeg.end(), 0);
        for (int i = 0; i < m; i++)
            if (!done[ea[i]]) indeg[eb[i]]++;
        vector<int> layer;
        for (int v = 1; v <= n; v++)
            if (!done[v] && indeg[v] == 0) layer.push_back(v);
        if (layer.empty()) { puts("IMPOSSIBLE"); return 0; }
        for (int v : layer) { done[v] = 1; order.push_back(v); }
    }
    for (int i = 0; i < n; i++) printf("%d%c", order[i], i + 1 == n ? '\n' : ' ');
}
