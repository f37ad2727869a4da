#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char t[700005], p[700005];
/* z-function of s[0..len) */
static void zfunc(const char *s, int len, int *z) {
    z[0] = len;
    int l = 0, r = 0;
    for (int i = 1; i < len; i++) {
        int k = 0;
        if (i < r) k = (r - i < z[i - l]) ? r - i : z[i - l];
        while (i + k < len && s[k] == s[i + k]) k++;
        z[i] = k;
        if (i + k > r) l = i, r = i + k;
    }
}
int main(void) {
    if (scanf("%700000s %700000s", t, p) != 2) return 0;
    int n = strlen(t), m = strlen(p), len = n + m + 1;
    char *s = malloc(len + 1);
    int *zf = malloc(sizeof(int) * len), *zb = malloc(sizeof(int) * len);
    memcpy(s, p, m);
    s[m] = '#';
    memcpy(s + m + 1, t, n);
    zfunc(s, len, zf);
    for (int i = 0; i < m; i++) s[i] = p[m - 1 - i];
    for (int i = 0; i < n; i++) s[m + 1 + i] = t[n - 1 - i];
    zfunc(s, len, zb);
    long long hits = 0;
    int first = -1, last = -1;
    for (int i = 0; i + m <= n; i++) {
        int pre = zf[m + 1 + i];
        int e = i + m - 1;
        int suf = zb[m + 1 + (n - 1 - e)];
        if (pre + suf >= m - 1) {
            hits++;
            if (first < 0) first = i + 1;
            last = i + 1;
        }
    }
    if (hits == 0) printf("0\n");
    else printf("%lld %d %d\n", hits, first, last);
    return 0;
}
