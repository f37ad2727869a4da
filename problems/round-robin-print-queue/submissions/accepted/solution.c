#include <stdio.h>

static int left[1000], ring[1000];
static long long done[1000];

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    for (int i = 0; i < n; i++) scanf("%d", &left[i]);
    /* a circular buffer: at most n jobs are ever waiting */
    int head = 0, size = n;
    for (int i = 0; i < n; i++) ring[i] = i;
    long long clock = 0;
    while (size > 0) {
        int j = ring[head];
        head = (head + 1) % n;
        size--;
        int printed = left[j] < k ? left[j] : k;
        clock += printed;
        left[j] -= printed;
        if (left[j] > 0) {
            ring[(head + size) % n] = j;
            size++;
        } else {
            done[j] = clock;
        }
    }
    for (int i = 0; i < n; i++) printf("%lld%c", done[i], i + 1 < n ? ' ' : '\n');
    return 0;
}
