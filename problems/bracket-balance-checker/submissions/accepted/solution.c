#include <stdio.h>
#include <string.h>

static char s[1000005];
static char st[1000005];

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        scanf("%1000004s", s);
        int m = (int)strlen(s), top = 0;
        long report = 0;
        for (int i = 0; i < m; i++) {
            char c = s[i];
            if (c == '(' || c == '[' || c == '{') {
                st[top++] = c;
            } else {
                char want = c == ')' ? '(' : (c == ']' ? '[' : '{');
                if (top == 0 || st[top - 1] != want) {
                    report = i + 1;
                    break;
                }
                top--;
            }
        }
        if (report == 0 && top > 0) report = m + 1;
        printf("%ld\n", report);
    }
    return 0;
}
