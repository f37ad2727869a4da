#include <stdio.h>
#include <stdlib.h>
typedef struct { long long v; int i; } Item;
static int cmp(const void *p, const void *q) {
    const Item *x = p, *y = q;
    if (x->v != y->v) return x->v < y->v ? -1 : 1;
    return (x->i > y->i) - (x->i < y->i);
}
static int *tmp;
/* sorts t[lo, hi) and returns the number of inversions in it */
static long long sort_count(int *t, int lo, int hi) {
    if (hi - lo < 2) return 0;
    int mid = (lo + hi) / 2;
    long long inv = sort_count(t, lo, mid) + sort_count(t, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (t[i] <= t[j]) tmp[k++] = t[i++];
        else {
            inv += mid - i;
            tmp[k++] = t[j++];
        }
    }
    while (i < mid) tmp[k++] = t[i++];
    while (j < hi) tmp[k++] = t[j++];
    for (k = lo; k < hi; k++) t[k] = tmp[k];
    return inv;
}
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    Item *a = malloc(sizeof(Item) * n), *b = malloc(sizeof(Item) * n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i].v), a[i].i = i;
    for (int i = 0; i < n; i++) scanf("%lld", &b[i].v), b[i].i = i;
    qsort(a, n, sizeof(Item), cmp);
    qsort(b, n, sizeof(Item), cmp);
    int *target = malloc(sizeof(int) * n);
    tmp = malloc(sizeof(int) * n);
    for (int k = 0; k < n; k++) {
        if (a[k].v != b[k].v) {
            printf("-1\n");
            return 0;
        }
        target[a[k].i] = b[k].i;
    }
    printf("%lld\n", sort_count(target, 0, n));
    return 0;
}
