// Plausible mistake: the exponent b^c is reduced modulo p instead of modulo p - 1.
#include <cstdio>

typedef unsigned long long ull;
const ull MOD = 1000000007ULL;

ull power(ull base, ull e, ull m) {
    ull r = 1 % m;
    base %= m;
    while (e > 0) {
        if (e & 1) r = r * base % m;
        base = base * base % m;
        e >>= 1;
    }
    return r;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        ull a, b, c, ans;
        scanf("%llu %llu %llu", &a, &b, &c);
        if (c == 0)
            ans = a % MOD;
        else if (b == 0)
            ans = 1;
        else if (a % MOD == 0)
            ans = 0;
        else
            ans = power(a, power(b, c, MOD), MOD);
        printf("%llu\n", ans);
    }
    return 0;
}
