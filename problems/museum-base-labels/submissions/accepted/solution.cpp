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
        do {
            buf[len++] = digits[x % b];
            x /= b;
        } while (x > 0);
        for (int i = len - 1; i >= 0; i--) putchar(buf[i]);
        putchar('\n');
    }
    return 0;
}
