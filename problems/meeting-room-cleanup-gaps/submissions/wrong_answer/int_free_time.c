/* Wrong: the moment the room is clean again (end + g) is kept in an int; it can exceed 2^31 - 1. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int s, e;
} Meeting;

static int byEnd(const void *a, const void *b) {
    const Meeting *x = a, *y = b;
    return (x->e > y->e) - (x->e < y->e);
}

int main(void) {
    int n, g;
    if (scanf("%d %d", &n, &g) != 2) return 0;
    Meeting *m = malloc(n * sizeof(Meeting));
    for (int i = 0; i < n; i++) scanf("%d %d", &m[i].s, &m[i].e);
    qsort(m, n, sizeof(Meeting), byEnd);
    int freeAt = -1, granted = 0;
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
