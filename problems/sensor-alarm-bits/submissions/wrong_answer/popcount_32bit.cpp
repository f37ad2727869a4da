// Plausible mistake: __builtin_popcount takes an unsigned int, so the upper 28 bits of each word are lost.
#include <cstdio>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long total = 0;
    int odd = 0;
    for (int i = 0; i < n; i++) {
        unsigned long long x;
        scanf("%llu", &x);
        int c = __builtin_popcount(x);
        total += c;
        if (c & 1) odd++;
    }
    printf("%lld %d\n", total, odd);
    return 0;
}
