#include <cstdio>
#include <string>

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

ull tower(ull a, ull b, ull c) {
    if (c == 0) return a % MOD;           // b^0 = 1
    if (b == 0) return 1;                 // exponent 0^c = 0
    if (a % MOD == 0) return 0;           // exponent >= 1
    return power(a, power(b, c, MOD - 1), MOD);  // Fermat: a^(p-1) = 1
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    std::string out;
    char buf[24];
    while (q--) {
        ull a, b, c;
        scanf("%llu %llu %llu", &a, &b, &c);
        snprintf(buf, sizeof buf, "%llu\n", tower(a, b, c));
        out += buf;
    }
    fputs(out.c_str(), stdout);
    return 0;
}
