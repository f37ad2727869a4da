// Plausible mistake: the DP is right but the table holds 32-bit ints, which overflow.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, W;
    scanf("%d %d", &n, &W);
    vector<int> best(W + 1, 0);
    for (int i = 0; i < n; i++) {
        long long w; int v;
        scanf("%lld %d", &w, &v);
        if (w > W) continue;
        for (int c = W; c >= (int)w; c--) best[c] = max(best[c], best[c - w] + v);
    }
    printf("%d\n", best[W]);
}
