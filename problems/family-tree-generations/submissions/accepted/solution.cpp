#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> p(n + 1), head(n + 1, -1), nxt(n + 1), gen(n + 1, 0);
    int root = 0;
    for (int i = 1; i <= n; i++) {
        scanf("%d", &p[i]);
        if (p[i] == 0) root = i;
        else {
            nxt[i] = head[p[i]];
            head[p[i]] = i;
        }
    }
    // Breadth-first from the founder: no recursion, so a chain of 10^5 people is fine.
    vector<int> q;
    q.reserve(n);
    q.push_back(root);
    gen[root] = 1;
    int best = 1;
    for (size_t k = 0; k < q.size(); k++) {
        int v = q[k];
        best = max(best, gen[v]);
        for (int c = head[v]; c != -1; c = nxt[c]) {
            gen[c] = gen[v] + 1;
            q.push_back(c);
        }
    }
    printf("%d\n", best);
    return 0;
}
