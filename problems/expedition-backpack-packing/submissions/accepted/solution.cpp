#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, W;
    if (scanf("%d %d", &n, &W) != 2) return 0;
    vector<long long> best(W + 1, 0);  // best[c] = max usefulness with total weight <= c
    for (int i = 0; i < n; i++) {
        long long w, v;
        scanf("%lld %lld", &w, &v);
        if (w > W) continue;
        int wi = (int)w;
        for (int c = W; c >= wi; c--)  // downwards: each piece is used at most once
            best[c] = max(best[c], best[c - wi] + v);
    }
    printf("%lld\n", best[W]);
    return 0;
}
