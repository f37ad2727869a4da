#include <cstdio>
#include <numeric>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    static long long a[100000];
    long long g = 0, sum = 0;
    for (int i = 0; i < n; i++) {
        scanf("%lld", &a[i]);
        g = std::gcd(g, a[i]);
        sum += a[i];
    }
    printf("%lld %lld\n", g, sum / g);
    return 0;
}
