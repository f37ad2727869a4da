#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int n;
    long long T;
    if (scanf("%d %lld", &n, &T) != 2) return 0;
    long long *a = malloc(sizeof(long long) * n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    int l = 0, r = n - 1;
    while (l < r) {
        long long s = a[l] + a[r];
        if (s == T) {
            printf("%d %d\n", l + 1, r + 1);
            free(a);
            return 0;
        }
        if (s < T) l++;
        else r--;
    }
    printf("-1\n");
    free(a);
    return 0;
}
