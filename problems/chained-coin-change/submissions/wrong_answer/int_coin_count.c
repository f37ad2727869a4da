/* Wrong: the number of coins is kept in an int, but it can be as large as 10^18. */
#include <stdio.h>

int main(void) {
    int m, q;
    long long d[64];
    if (scanf("%d", &m) != 1) return 0;
    for (int i = 0; i < m; i++) scanf("%lld", &d[i]);
    scanf("%d", &q);
    while (q--) {
        long long a;
        int coins = 0;
        scanf("%lld", &a);
        for (int i = m - 1; i >= 0; i--) {
            coins += (int)(a / d[i]);
            a %= d[i];
        }
        printf("%d\n", coins);
    }
    return 0;
}
