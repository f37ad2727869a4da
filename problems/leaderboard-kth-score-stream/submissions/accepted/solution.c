#include <stdio.h>
#include <stdlib.h>

/* A binary min-heap of the k best scores: h[0] is the smallest of them. */
static int *h;
static int hs = 0;

static void siftDown(int i) {
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < hs && h[l] < h[m]) m = l;
        if (r < hs && h[r] < h[m]) m = r;
        if (m == i) return;
        int t = h[i];
        h[i] = h[m];
        h[m] = t;
        i = m;
    }
}

static void push(int x) {
    int i = hs++;
    h[i] = x;
    while (i > 0 && h[(i - 1) / 2] > h[i]) {
        int p = (i - 1) / 2, t = h[i];
        h[i] = h[p];
        h[p] = t;
        i = p;
    }
}

int main(void) {
    int q, k;
    if (scanf("%d %d", &q, &k) != 2) return 0;
    h = malloc((k + 1) * sizeof(int));
    while (q--) {
        int type;
        scanf("%d", &type);
        if (type == 1) {
            int x;
            scanf("%d", &x);
            if (hs < k) push(x);
            else if (x > h[0]) {
                h[0] = x;
                siftDown(0);
            }
        } else {
            printf("%d\n", hs < k ? -1 : h[0]);
        }
    }
    free(h);
    return 0;
}
