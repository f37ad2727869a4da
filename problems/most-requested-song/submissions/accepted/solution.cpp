#include <cstdio>
#include <unordered_map>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::unordered_map<long long, int> cnt;
    cnt.reserve(2 * n + 1);
    long long best = 0;
    int bestCount = 0;
    for (int i = 0; i < n; i++) {
        long long c;
        scanf("%lld", &c);
        int k = ++cnt[c];
        if (k > bestCount) {
            bestCount = k;
            best = c;
        }
    }
    printf("%lld %d\n", best, bestCount);
    return 0;
}
