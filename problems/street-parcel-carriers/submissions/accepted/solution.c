#include <stdio.h>
#include <stdlib.h>

static int n, k;
static long long *a;

/* at most k blocks, every load <= limit (limit >= max a_i) */
static int feasible(long long limit) {
    int blocks = 1;
    long long load = 0;
    for (int i = 0; i < n; i++) {
        if (load + a[i] > limit) {
            if (++blocks > k) return 0;
            load = 0;
        }
        load += a[i];
    }
    return 1;
}

int main(void) {
    if (scanf("%d %d", &n, &k) != 2) return 0;
    a = malloc(sizeof(long long) * n);
    long long total = 0, biggest = 0;
    for (int i = 0; i < n; i++) {
        scanf("%lld", &a[i]);
        total += a[i];
        if (a[i] > biggest) biggest = a[i];
    }
    long long lo = (total + k - 1) / k, hi = total;
    if (lo < biggest) lo = biggest;
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        if (feasible(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    printf("%lld\n", lo);
    free(a);
    return 0;
}
