// Correct but O(n^2): tries every start day and extends the period one day at a time.
#include <cstdio>
#include <vector>

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    std::vector<long long> d(n);
    for (auto &x : d) scanf("%lld", &x);
    long long answer = 0;
    for (int i = 0; i < n; i++) {
        long long sum = 0;
        for (int j = i; j < n; j++) {
            sum += d[j];
            if (sum == k) answer++;
        }
    }
    printf("%lld\n", answer);
    return 0;
}
