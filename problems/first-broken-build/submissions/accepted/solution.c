#include <stdio.h>
#include <string.h>

int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1) return 0;
    /* The first bad build is in [lo, hi]; build n is known to be bad. */
    long long lo = 1, hi = n;
    char reply[16];
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        printf("? %lld\n", mid);
        fflush(stdout);
        if (scanf("%15s", reply) != 1) return 0;
        if (strcmp(reply, "bad") == 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    printf("! %lld\n", lo);
    fflush(stdout);
    return 0;
}
