#include <cstdio>
int main() {
    int n;
    long long h;
    if (scanf("%d %lld", &n, &h) != 2) return 0;
    long long cur = h, lo = h, hi = h;
    for (int i = 0; i < n; i++) {
        long long d;
        scanf("%lld", &d);
        cur += d;
        if (cur < lo) lo = cur;
        if (cur > hi) hi = cur;
    }
    printf("%lld %lld\n", lo, hi);
    return 0;
}
