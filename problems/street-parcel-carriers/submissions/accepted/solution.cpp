#include <algorithm>
#include <cstdio>
#include <vector>

int n, k;
std::vector<long long> a;

// Can the street be split into at most k blocks with every load <= limit? (limit >= max a_i)
bool feasible(long long limit) {
    int blocks = 1;
    long long load = 0;
    for (int i = 0; i < n; i++) {
        if (load + a[i] > limit) {
            if (++blocks > k) return false;
            load = 0;
        }
        load += a[i];
    }
    return true;
}

int main() {
    if (scanf("%d %d", &n, &k) != 2) return 0;
    a.resize(n);
    long long total = 0, biggest = 0;
    for (auto &x : a) {
        scanf("%lld", &x);
        total += x;
        biggest = std::max(biggest, x);
    }
    // Fewer than k blocks can always be refined into exactly k (k <= n), so "at most k" suffices.
    long long lo = std::max(biggest, (total + k - 1) / k), hi = total;
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        if (feasible(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    printf("%lld\n", lo);
    return 0;
}
