// Plausible mistake: heights fit in int, so the prefix sums were declared int as well.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<int> h(n);
    for (auto &x : h) scanf("%d", &x);
    std::sort(h.begin(), h.end());
    std::vector<long long> need(n);
    std::vector<int> pref(n + 1, 0);
    for (int k = 0; k < n; k++) {
        need[k] = (long long)k * h[k] - pref[k];
        pref[k + 1] = pref[k] + h[k];
    }
    while (q--) {
        long long v;
        scanf("%lld", &v);
        int wet = std::lower_bound(need.begin(), need.end(), v) - need.begin();
        printf("%.9f\n", (double)(v + pref[wet]) / wet);
    }
    return 0;
}
