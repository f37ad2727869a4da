// Plausible mistake: the right algorithm, but the number of periods is kept in an int.
#include <cstdio>
#include <unordered_map>

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    std::unordered_map<long long, int> seen;
    seen[0] = 1;
    long long prefix = 0;
    int answer = 0;
    for (int i = 0; i < n; i++) {
        long long d;
        scanf("%lld", &d);
        prefix += d;
        answer += seen.count(prefix - k) ? seen[prefix - k] : 0;
        seen[prefix]++;
    }
    printf("%d\n", answer);
    return 0;
}
