#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long s, e;
} Meeting;

static int byEnd(const void *a, const void *b) {
    const Meeting *x = a, *y = b;
    if (x->e != y->e) return x->e < y->e ? -1 : 1;
    return 0;
}

int main(void) {
    int n;
    long long g;
    if (scanf("%d %lld", &n, &g) != 2) return 0;
    Meeting *m = malloc(n * sizeof(Meeting));
    for (int i = 0; i < n; i++) scanf("%lld %lld", &m[i].s, &m[i].e);
    qsort(m, n, sizeof(Meeting), byEnd);
    long long freeAt = -1; /* every start is >= 0 */
    int granted = 0;
    for (int i = 0; i < n; i++) {
        if (m[i].s >= freeAt) {
            granted++;
            freeAt = m[i].e + g;
        }
    }
    printf("%d\n", granted);
    free(m);
    return 0;
}
