#include <bits/stdc++.h>
using namespace std;

static int parent_[100005], sz[100005];

static int findRoot(int x) {
    while (parent_[x] != x) {
        parent_[x] = parent_[parent_[x]];
        x = parent_[x];
    }
    return x;
}

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    for (int i = 1; i <= n; i++) { parent_[i] = i; sz[i] = 1; }
    string out;
    for (int i = 0; i < q; i++) {
        char t;
        int u, v;
        scanf(" %c %d %d", &t, &u, &v);
        int a = findRoot(u), b = findRoot(v);
        if (t == '+') {
            if (a != b) {
                if (sz[a] < sz[b]) swap(a, b);
                parent_[b] = a;
                sz[a] += sz[b];
            }
        } else {
            out += (a == b) ? "YES\n" : "NO\n";
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
