// Correct but slow: every binomial coefficient is computed from scratch with O(n) multiplications
// and one modular inverse, so a delivery costs O(a + b).
#include <cstdio>

const long long MOD = 1000000007LL;

long long power(long long b, long long e) {
    long long r = 1;
    b %= MOD;
    while (e > 0) {
        if (e & 1) r = r * b % MOD;
        b = b * b % MOD;
        e >>= 1;
    }
    return r;
}

long long walks(long long dx, long long dy) {
    if (dx < 0 || dy < 0) return 0;
    long long num = 1, den = 1;
    for (long long i = 1; i <= dy; i++) {
        num = num * ((dx + i) % MOD) % MOD;
        den = den * i % MOD;
    }
    return num * power(den, MOD - 2) % MOD;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        long long a, b, x, y;
        scanf("%lld %lld %lld %lld", &a, &b, &x, &y);
        long long total = walks(a, b);
        long long through = walks(x, y) * walks(a - x, b - y) % MOD;
        printf("%lld\n", ((total - through) % MOD + MOD) % MOD);
    }
    return 0;
}
