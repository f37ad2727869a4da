#include <stdio.h>

static int tails[200005];

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int len = 0;
    for (int i = 0; i < n; i++) {
        int x;
        if (scanf("%d", &x) != 1) break;
        /* first position with tails[pos] >= x */
        int lo = 0, hi = len;
        while (lo < hi) {
            int mid = (lo + hi) / 2;
            if (tails[mid] < x) lo = mid + 1;
            else hi = mid;
        }
        tails[lo] = x;
        if (lo == len) len++;
    }
    printf("%d\n", len);
    return 0;
}
