#include <stdio.h>

static long long best[20005];

int main(void) {
    int n, W;
    if (scanf("%d %d", &n, &W) != 2) return 0;
    for (int i = 0; i < n; i++) {
        long long w, v;
        if (scanf("%lld %lld", &w, &v) != 2) break;
        if (w > W) continue;
        int wi = (int)w;
        for (int c = W; c >= wi; c--) {
            long long cand = best[c - wi] + v;
            if (cand > best[c]) best[c] = cand;
        }
    }
    printf("%lld\n", best[W]);
    return 0;
}
