// Plausible mistake: the capacity loop runs upwards, so a piece can be packed several times
// (that solves the unbounded version of the problem).
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, W;
    scanf("%d %d", &n, &W);
    vector<long long> best(W + 1, 0);
    for (int i = 0; i < n; i++) {
        long long w, v;
        scanf("%lld %lld", &w, &v);
        if (w > W) continue;
        for (int c = (int)w; c <= W; c++) best[c] = max(best[c], best[c - w] + v);
    }
    printf("%lld\n", best[W]);
}
