// Plausible mistake: loads are summed in int; the total weight can reach 2·10^14.
#include <algorithm>
#include <cstdio>
#include <vector>

int n, k;
std::vector<int> a;

bool feasible(int limit) {
    int blocks = 1, load = 0;
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
    int total = 0, biggest = 0;
    for (auto &x : a) {
        scanf("%d", &x);
        total += x;
        biggest = std::max(biggest, x);
    }
    int lo = biggest, hi = total;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (feasible(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    printf("%d\n", lo);
    return 0;
}
