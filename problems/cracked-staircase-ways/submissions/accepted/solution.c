#include <stdio.h>
#include <stdlib.h>

#define MOD 1000000007LL

static char cracked[1000005];

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    for (int i = 0; i < k; i++) {
        int c;
        if (scanf("%d", &c) != 1) break;
        cracked[c] = 1;
    }
    long long prev2 = 0, prev1 = 1; /* ways for steps i-2 and i-1, starting at i = 1 */
    for (int i = 1; i <= n; i++) {
        long long cur = cracked[i] ? 0 : (prev1 + prev2) % MOD;
        prev2 = prev1;
        prev1 = cur;
    }
    printf("%lld\n", prev1);
    return 0;
}
