#include <stdio.h>
#include <string.h>
static char buf[(1 << 20) + 16];
int main(void) {
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    long long cnt[26];
    int used[26];
    memset(cnt, 0, sizeof cnt);
    memset(used, 0, sizeof used);
    for (size_t i = 0; i < len; i++)
        if (buf[i] >= 'a' && buf[i] <= 'z') cnt[buf[i] - 'a']++;
    /* selection: repeatedly take the best remaining letter */
    for (;;) {
        int best = -1;
        for (int c = 0; c < 26; c++) {
            if (used[c] || cnt[c] == 0) continue;
            if (best < 0 || cnt[c] > cnt[best]) best = c; /* ties keep the earlier letter */
        }
        if (best < 0) break;
        used[best] = 1;
        printf("%c %lld\n", 'a' + best, cnt[best]);
    }
    return 0;
}
