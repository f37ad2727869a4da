#include <stdio.h>
#include <stdlib.h>
typedef struct { long long s, e; } Booking;
static int cmp(const void *a, const void *b) {
    const Booking *x = a, *y = b;
    if (x->s != y->s) return x->s < y->s ? -1 : 1;
    return 0;
}
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    Booking *b = malloc(sizeof(Booking) * n);
    for (int i = 0; i < n; i++) {
        long long d;
        scanf("%lld %lld", &b[i].s, &d);
        b[i].e = b[i].s + d;
    }
    qsort(b, n, sizeof(Booking), cmp);
    long long blocks = 0, total = 0, longest = 0;
    long long cs = b[0].s, ce = b[0].e;
    for (int i = 1; i <= n; i++) {
        if (i < n && b[i].s <= ce) {
            if (b[i].e > ce) ce = b[i].e;
            continue;
        }
        blocks++;
        total += ce - cs;
        if (ce - cs > longest) longest = ce - cs;
        if (i < n) {
            cs = b[i].s;
            ce = b[i].e;
        }
    }
    printf("%lld %lld %lld\n", blocks, total, longest);
    free(b);
    return 0;
}
