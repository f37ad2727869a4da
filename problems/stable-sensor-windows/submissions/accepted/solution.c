#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, k, d;
    if (scanf("%d %d %d", &n, &k, &d) != 3) return 0;
    int *a = malloc(n * sizeof(int)), *mx = malloc(n * sizeof(int)), *mn = malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    int mxh = 0, mxt = 0, mnh = 0, mnt = 0; /* queues are mx[mxh..mxt), mn[mnh..mnt) */
    long long stable = 0;
    for (int j = 0; j < n; j++) {
        while (mxt > mxh && a[mx[mxt - 1]] <= a[j]) mxt--;
        mx[mxt++] = j;
        while (mnt > mnh && a[mn[mnt - 1]] >= a[j]) mnt--;
        mn[mnt++] = j;
        if (mx[mxh] <= j - k) mxh++;
        if (mn[mnh] <= j - k) mnh++;
        if (j >= k - 1 && a[mx[mxh]] - a[mn[mnh]] <= d) stable++;
    }
    printf("%lld\n", stable);
    free(a);
    free(mx);
    free(mn);
    return 0;
}
