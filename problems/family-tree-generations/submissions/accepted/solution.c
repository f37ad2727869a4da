#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *p = malloc((n + 1) * sizeof(int));
    int *gen = calloc(n + 1, sizeof(int));
    int *path = malloc((n + 1) * sizeof(int));
    for (int i = 1; i <= n; i++) {
        scanf("%d", &p[i]);
        if (p[i] == 0) gen[i] = 1;
    }
    /* Climb from each person to the first ancestor whose generation is known, then fill the path in.
       Every person is filled once, so this is linear overall. */
    int best = 1;
    for (int i = 1; i <= n; i++) {
        int len = 0, v = i;
        while (gen[v] == 0) {
            path[len++] = v;
            v = p[v];
        }
        int g = gen[v];
        while (len > 0) {
            v = path[--len];
            gen[v] = ++g;
        }
        if (gen[i] > best) best = gen[i];
    }
    printf("%d\n", best);
    free(p);
    free(gen);
    free(path);
    return 0;
}
