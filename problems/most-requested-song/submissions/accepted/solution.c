#include <stdio.h>
#include <stdlib.h>

/* Open addressing hash table: code -> count. */
#define CAP (1 << 18)
static long long keys[CAP];
static int vals[CAP];

static unsigned slot(long long key) {
    unsigned long long h = (unsigned long long)key * 0x9E3779B97F4A7C15ULL;
    return (unsigned)(h >> 46);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long best = 0;
    int bestCount = 0;
    for (int i = 0; i < n; i++) {
        long long c;
        scanf("%lld", &c);
        unsigned s = slot(c);
        while (vals[s] != 0 && keys[s] != c) s = (s + 1) & (CAP - 1);
        keys[s] = c;
        int k = ++vals[s];
        if (k > bestCount) {
            bestCount = k;
            best = c;
        }
    }
    printf("%lld %d\n", best, bestCount);
    return 0;
}
