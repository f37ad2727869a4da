#include <cstdio>
#include <vector>

const long long MOD = 1000000007LL;
const int MAXF = 1000000;

std::vector<long long> fact(MAXF + 1), inv(MAXF + 1);

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

// number of shortest walks covering dx steps east and dy steps north (0 if impossible)
long long walks(long long dx, long long dy) {
    if (dx < 0 || dy < 0) return 0;
    return fact[dx + dy] * inv[dx] % MOD * inv[dy] % MOD;
}

int main() {
    fact[0] = 1;
    for (int i = 1; i <= MAXF; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[MAXF] = power(fact[MAXF], MOD - 2);
    for (int i = MAXF; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
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
