// Plausible mistake: the running altitude is kept in a 32-bit int.
#include <cstdio>
int main() {
    int n, h;
    scanf("%d %d", &n, &h);
    int cur = h, lo = h, hi = h;
    for (int i = 0; i < n; i++) {
        int d;
        scanf("%d", &d);
        cur += d;
        if (cur < lo) lo = cur;
        if (cur > hi) hi = cur;
    }
    printf("%d %d\n", lo, hi);
    return 0;
}
