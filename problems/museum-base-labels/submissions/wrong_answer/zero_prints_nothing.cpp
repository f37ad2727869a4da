// Plausible mistake: a while loop instead of do-while, so x = 0 produces an empty label.
#include <cstdio>

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    const char *digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    char buf[80];
    while (q--) {
        unsigned long long x;
        int b;
        scanf("%llu %d", &x, &b);
        int len = 0;
        while (x > 0) {
            buf[len++] = digits[x % b];
            x /= b;
        }
        for (int i = len - 1; i >= 0; i--) putchar(buf[i]);
        putchar('\n');
    }
    return 0;
}
