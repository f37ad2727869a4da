// Plausible mistake: counts are right, but ties are broken by the first appearance in the log
// instead of by who reached the top count first.
#include <cstdio>
#include <unordered_map>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::unordered_map<long long, int> cnt;
    std::vector<long long> order;
    for (int i = 0; i < n; i++) {
        long long c;
        scanf("%lld", &c);
        if (cnt[c]++ == 0) order.push_back(c);
    }
    long long best = 0;
    int bestCount = 0;
    for (long long c : order)
        if (cnt[c] > bestCount) {
            bestCount = cnt[c];
            best = c;
        }
    printf("%lld %d\n", best, bestCount);
    return 0;
}
