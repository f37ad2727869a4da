// Correct but O(k · n^2): dp[j][i] = best heaviest load when the first i houses go to j carriers.
#include <algorithm>
#include <climits>
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    std::vector<long long> pref(n + 1, 0);
    for (int i = 1; i <= n; i++) {
        long long x;
        scanf("%lld", &x);
        pref[i] = pref[i - 1] + x;
    }
    const long long INF = LLONG_MAX;
    std::vector<long long> prev(n + 1, INF), cur(n + 1, INF);
    prev[0] = 0;
    for (int j = 1; j <= k; j++) {
        std::fill(cur.begin(), cur.end(), INF);
        for (int i = j; i <= n; i++)
            for (int p = j - 1; p < i; p++)
                if (prev[p] != INF) cur[i] = std::min(cur[i], std::max(prev[p], pref[i] - pref[p]));
        std::swap(prev, cur);
    }
    printf("%lld\n", prev[n]);
    return 0;
}
