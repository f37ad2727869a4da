#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *x, const void *y) {
    long long a = *(const long long *)x, b = *(const long long *)y;
    return (a > b) - (a < b);
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    long long *h = malloc(sizeof(long long) * n);
    long long *need = malloc(sizeof(long long) * n);
    long long *pref = malloc(sizeof(long long) * (n + 1));
    for (int i = 0; i < n; i++) scanf("%lld", &h[i]);
    qsort(h, n, sizeof(long long), cmp);
    pref[0] = 0;
    for (int k = 0; k < n; k++) {
        need[k] = (long long)k * h[k] - pref[k];
        pref[k + 1] = pref[k] + h[k];
    }
    while (q--) {
        long long v;
        scanf("%lld", &v);
        int lo = 0, hi = n; /* first k with need[k] >= v */
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (need[mid] < v)
                lo = mid + 1;
            else
                hi = mid;
        }
        /* level = num / lo, printed exactly rounded to 9 decimals */
        long long num = v + pref[lo], ip = num / lo, rem = num % lo;
        long long frac = (rem * 2000000000LL + lo) / (2LL * lo);
        if (frac == 1000000000LL) ip++, frac = 0;
        printf("%lld.%09lld\n", ip, frac);
    }
    free(h);
    free(need);
    free(pref);
    return 0;
}
