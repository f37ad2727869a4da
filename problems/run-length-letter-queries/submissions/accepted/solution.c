#include <stdio.h>
#include <stdlib.h>
/* Runs of each letter are stored contiguously after a counting pass. */
static long long endPos[100005], runLen[100005];
static char letter[100005];
static long long *E[26], *P[26], *LEN[26];
static int cnt[26];

static long long prefixCount(int c, long long x) {
    long long *e = E[c];
    int lo = 0, hi = cnt[c];  /* first k with e[k] >= x */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (e[mid] >= x) hi = mid;
        else lo = mid + 1;
    }
    long long res = P[c][lo];
    if (lo < cnt[c]) {
        long long start = e[lo] - LEN[c][lo] + 1;
        if (start <= x) res += x - start + 1;
    }
    return res;
}

int main(void) {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    long long pos = 0;
    for (int i = 0; i < n; i++) {
        char ch;
        long long len;
        if (scanf(" %c %lld", &ch, &len) != 2) return 0;
        letter[i] = (char)(ch - 'a');
        pos += len;
        endPos[i] = pos;
        runLen[i] = len;
        cnt[(int)letter[i]]++;
    }
    for (int c = 0; c < 26; c++) {
        E[c] = malloc(sizeof(long long) * (cnt[c] + 1));
        LEN[c] = malloc(sizeof(long long) * (cnt[c] + 1));
        P[c] = malloc(sizeof(long long) * (cnt[c] + 1));
        P[c][0] = 0;
    }
    int fill[26] = {0};
    for (int i = 0; i < n; i++) {
        int c = letter[i], k = fill[c]++;
        E[c][k] = endPos[i];
        LEN[c][k] = runLen[i];
        P[c][k + 1] = P[c][k] + runLen[i];
    }
    for (int i = 0; i < q; i++) {
        long long l, r;
        char ch;
        if (scanf("%lld %lld %c", &l, &r, &ch) != 3) break;
        int c = ch - 'a';
        printf("%lld\n", prefixCount(c, r) - prefixCount(c, l - 1));
    }
    return 0;
}
