#include <stdio.h>
#include <string.h>

static char s[2600], t[2600];
static int prevRow[2600], curRow[2600];

int main(void) {
    if (scanf("%2599s %2599s", s, t) != 2) return 0;
    int n = (int)strlen(s), m = (int)strlen(t);
    int *prev = prevRow, *cur = curRow;
    for (int j = 0; j <= m; j++) prev[j] = j;
    for (int i = 1; i <= n; i++) {
        cur[0] = i;
        for (int j = 1; j <= m; j++) {
            int best = prev[j - 1] + (s[i - 1] != t[j - 1]);
            if (prev[j] + 1 < best) best = prev[j] + 1;
            if (cur[j - 1] + 1 < best) best = cur[j - 1] + 1;
            cur[j] = best;
        }
        int *tmp = prev; prev = cur; cur = tmp;
    }
    printf("%d\n", prev[m]);
    return 0;
}
