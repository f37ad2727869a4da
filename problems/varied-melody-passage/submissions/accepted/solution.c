#include <stdio.h>
static char s[500005];
int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    if (scanf("%500000s", s) != 1) return 0;
    int cnt[26] = {0};
    int best = 0, bestStart = 0, l = 0;
    for (int r = 0; r < n; r++) {
        int c = s[r] - 'a';
        cnt[c]++;
        while (cnt[c] > k) cnt[s[l++] - 'a']--;
        if (r - l + 1 > best) {
            best = r - l + 1;
            bestStart = l;
        }
    }
    printf("%d %d\n", best, bestStart + 1);
    return 0;
}
