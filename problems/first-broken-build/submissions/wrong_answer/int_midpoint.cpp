// Plausible mistake: the search itself is right, but lo, hi and mid are ints and (lo + hi) / 2
// overflows once lo + hi passes 2^31 - 1 (n up to 2*10^9 and the first bad build in the upper half):
// the check then asks about a negative build number.
#include <cstdio>
#include <cstring>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int lo = 1, hi = n;
    char reply[16];
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        printf("? %d\n", mid);
        fflush(stdout);
        if (scanf("%15s", reply) != 1) return 0;
        if (strcmp(reply, "bad") == 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    printf("! %d\n", lo);
    fflush(stdout);
    return 0;
}
