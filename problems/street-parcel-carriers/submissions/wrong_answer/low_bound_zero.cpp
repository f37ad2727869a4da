// Plausible mistake: the binary search starts at 0 and the greedy check silently opens a new block
// for a house heavier than the limit, so limits below the heaviest house look feasible.
#include <cstdio>
#include <vector>

int n, k;
std::vector<long long> a;

bool feasible(long long limit) {
    int blocks = 1;
    long long load = 0;
    for (int i = 0; i < n; i++) {
        if (load + a[i] > limit && load > 0) {
            blocks++;
            load = 0;
        }
        load += a[i];
    }
    return blocks <= k;
}

int main() {
    if (scanf("%d %d", &n, &k) != 2) return 0;
    a.resize(n);
    long long total = 0;
    for (auto &x : a) {
        scanf("%lld", &x);
        total += x;
    }
    long long lo = 0, hi = total;
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
