#include <cstdio>
#include <unordered_map>

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    std::unordered_map<long long, int> seen;  // prefix value -> how many times seen
    seen.reserve(2 * n + 2);
    seen[0] = 1;
    long long prefix = 0, answer = 0;
    for (int i = 0; i < n; i++) {
        long long d;
        scanf("%lld", &d);
        prefix += d;
        auto it = seen.find(prefix - k);
        if (it != seen.end()) answer += it->second;
        seen[prefix]++;
    }
    printf("%lld\n", answer);
    return 0;
}
