#include <stdio.h>

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    const char *digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    char buf[80];
    while (q--) {
        unsigned long long x;
        unsigned long long b;
        scanf("%llu %llu", &x, &b);
        int pos = 79;
        buf[pos] = '\0';
        do {
            buf[--pos] = digits[x % b];
            x /= b;
        } while (x > 0);
        puts(buf + pos);
    }
    return 0;
}
