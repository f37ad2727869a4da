#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *h = malloc(n * sizeof(int)), *ans = calloc(n, sizeof(int)), *st = malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) scanf("%d", &h[i]);
    int top = 0;
    for (int j = 0; j < n; j++) {
        while (top > 0 && h[st[top - 1]] < h[j]) {
            top--;
            ans[st[top]] = j - st[top];
        }
        st[top++] = j;
    }
    for (int i = 0; i < n; i++) printf("%d%c", ans[i], i + 1 < n ? ' ' : '\n');
    free(h);
    free(ans);
    free(st);
    return 0;
}
