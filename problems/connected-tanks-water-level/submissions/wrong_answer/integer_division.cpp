// Plausible mistake: the final level is computed with integer division and loses its fraction.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    std::sort(h.begin(), h.end());
    std::vector<long long> need(n), pref(n + 1, 0);
    for (int k = 0; k < n; k++) {
        need[k] = (long long)k * h[k] - pref[k];
        pref[k + 1] = pref[k] + h[k];
    }
    while (q--) {
        long long v;
        scanf("%lld", &v);
        int wet = std::lower_bound(need.begin(), need.end(), v) - need.begin();
        long long level = (v + pref[wet]) / wet;
        printf("%lld\n", level);
    }
    return 0;
}
