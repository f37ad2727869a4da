#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    std::sort(h.begin(), h.end());
    // need[k] = volume that brings the level up to h[k] (0-based, sorted); non-decreasing.
    std::vector<long long> need(n), pref(n + 1, 0);
    for (int k = 0; k < n; k++) {
        need[k] = (long long)k * h[k] - pref[k];
        pref[k + 1] = pref[k] + h[k];
    }
    while (q--) {
        long long v;
        scanf("%lld", &v);
        // wet tanks: those whose bottom is reached with less than v
        int wet = std::lower_bound(need.begin(), need.end(), v) - need.begin();
        // level = num / wet, printed exactly rounded to 9 decimals
        long long num = v + pref[wet], ip = num / wet, rem = num % wet;
        long long frac = (rem * 2000000000LL + wet) / (2LL * wet);
        if (frac == 1000000000LL) ip++, frac = 0;
        printf("%lld.%09lld\n", ip, frac);
    }
    return 0;
}
