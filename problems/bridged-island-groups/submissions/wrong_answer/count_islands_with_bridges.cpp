// Plausible mistake: counts the components among islands that appear in some bridge
// and forgets the islands without any bridge.
#include <bits/stdc++.h>
using namespace std;
int p[100005];
int f(int x) { return p[x] == x ? x : p[x] = f(p[x]); }
int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    for (int i = 1; i <= n; i++) p[i] = i;
    vector<char> used(n + 1, 0);
    int nodes = 0, merges = 0;
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        if (!used[u]) { used[u] = 1; nodes++; }
        if (!used[v]) { used[v] = 1; nodes++; }
        int a = f(u), b = f(v);
        if (a != b) { p[a] = b; merges++; }
    }
    printf("%d\n", nodes - merges);
}
