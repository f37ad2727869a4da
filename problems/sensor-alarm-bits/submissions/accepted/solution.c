#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long total = 0;
    int odd = 0;
    for (int i = 0; i < n; i++) {
        unsigned long long x;
        scanf("%llu", &x);
        int c = 0;
        while (x) {
            x &= x - 1;
            c++;
        }
        total += c;
        if (c & 1) odd++;
    }
    printf("%lld %d\n", total, odd);
    return 0;
}
