#include <stdio.h>
#include <stdlib.h>
static int cmp(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *p = malloc(sizeof(long long) * n);
    for (int i = 0; i < n; i++) scanf("%lld", &p[i]);
    qsort(p, n, sizeof(long long), cmp);
    long long best = -1;
    for (int i = 0; i + 1 < n; i++)
        if (best < 0 || p[i + 1] - p[i] < best) best = p[i + 1] - p[i];
    long long pairs = 0;
    if (best > 0) {
        for (int i = 0; i + 1 < n; i++)
            if (p[i + 1] - p[i] == best) pairs++;
    } else {
        for (int i = 0; i < n;) {
            int j = i;
            while (j < n && p[j] == p[i]) j++;
            long long k = j - i;
            pairs += k * (k - 1) / 2;
            i = j;
        }
    }
    printf("%lld %lld\n", best, pairs);
    free(p);
    return 0;
}
