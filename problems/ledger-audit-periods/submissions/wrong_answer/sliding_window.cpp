// Plausible mistake: a two-pointer window, which is only valid when all changes are positive.
#include <cstdio>
#include <vector>

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    std::vector<long long> d(n);
    for (auto &x : d) scanf("%lld", &x);
    long long sum = 0, answer = 0;
    int left = 0;
    for (int right = 0; right < n; right++) {
        sum += d[right];
        while (left < right && sum > k) sum -= d[left++];
        if (sum == k) answer++;
    }
    printf("%lld\n", answer);
    return 0;
}
