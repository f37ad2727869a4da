#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *h = malloc((n + 1) * sizeof(long long));
    int *st = malloc((n + 1) * sizeof(int));
    for (int i = 0; i < n; i++) scanf("%lld", &h[i]);
    h[n] = -1;
    int top = 0;
    long long best = 0;
    for (int i = 0; i <= n; i++) {
        while (top > 0 && h[st[top - 1]] >= h[i]) {
            long long height = h[st[--top]];
            int left = top > 0 ? st[top - 1] : -1;
            long long area = height * (i - left - 1);
            if (area > best) best = area;
        }
        st[top++] = i;
    }
    printf("%lld\n", best);
    free(h);
    free(st);
    return 0;
}
