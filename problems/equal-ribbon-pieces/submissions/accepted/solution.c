#include <stdio.h>

static long long gcd(long long a, long long b) {
    while (b) {
        long long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long g = 0, sum = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        g = gcd(g, x);
        sum += x;
    }
    printf("%lld %lld\n", g, sum / g);
    return 0;
}
