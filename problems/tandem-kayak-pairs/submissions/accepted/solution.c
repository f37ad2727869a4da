#include <stdio.h>
#include <stdlib.h>
static int cmp(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}
int main(void) {
    int n;
    long long K;
    if (scanf("%d %lld", &n, &K) != 2) return 0;
    long long *w = malloc(sizeof(long long) * n);
    for (int i = 0; i < n; i++) scanf("%lld", &w[i]);
    qsort(w, n, sizeof(long long), cmp);
    long long pairs = 0;
    int l = 0, r = n - 1;
    while (l < r) {
        if (w[l] + w[r] <= K) {
            pairs += r - l;
            l++;
        } else {
            r--;
        }
    }
    printf("%lld\n", pairs);
    free(w);
    return 0;
}
