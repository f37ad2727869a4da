// Plausible mistake: a cable makes u point straight at v (parent[u] = v) instead of joining the two
// roots, so whatever u was attached to before is cut off.
#include <bits/stdc++.h>
using namespace std;
static int parent_[100005];
static int findRoot(int x) {
    while (parent_[x] != x) { parent_[x] = parent_[parent_[x]]; x = parent_[x]; }
    return x;
}
int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    for (int i = 1; i <= n; i++) parent_[i] = i;
    for (int i = 0; i < q; i++) {
        char t; int u, v;
        scanf(" %c %d %d", &t, &u, &v);
        if (t == '+') {
            if (findRoot(u) != findRoot(v)) parent_[u] = v;
        } else {
            puts(findRoot(u) == findRoot(v) ? "YES" : "NO");
        }
    }
}
