// Plausible mistake: prefix sums and K kept in int (they reach 2·10^14 and 10^15).
#include <cstdio>
#include <unordered_map>

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    std::unordered_map<int, long long> seen;
    seen[0] = 1;
    int prefix = 0;
    long long answer = 0;
    for (int i = 0; i < n; i++) {
        int d;
        scanf("%d", &d);
        prefix += d;
        auto it = seen.find(prefix - k);
        if (it != seen.end()) answer += it->second;
        seen[prefix]++;
    }
    printf("%lld\n", answer);
    return 0;
}
