// Correct but slow: for every scenario, binary search on the real level L and compute the
// stored volume by scanning all tanks: O(q · n · iterations).
#include <cstdio>
#include <vector>

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<double> h(n);
    for (auto &x : h) {
        long long t;
        scanf("%lld", &t);
        x = (double)t;
    }
    while (q--) {
        long long v;
        scanf("%lld", &v);
        double lo = 0, hi = 2.1e14;
        for (int it = 0; it < 100; it++) {
            double mid = (lo + hi) / 2, vol = 0;
            for (int i = 0; i < n; i++)
                if (mid > h[i]) vol += mid - h[i];
            if (vol < (double)v)
                lo = mid;
            else
                hi = mid;
        }
        printf("%.9f\n", (lo + hi) / 2);
    }
    return 0;
}
