#include <stdio.h>

static int height[200005];
static long long cnt[200005];

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    /* stack of (height, count of towers of that height); heights strictly decrease from the bottom */
    int top = 0;
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        int h;
        if (scanf("%d", &h) != 1) break;
        long long same = 1;
        while (top > 0 && height[top - 1] <= h) {
            pairs += cnt[top - 1];
            if (height[top - 1] == h) same += cnt[top - 1];
            top--;
        }
        if (top > 0) pairs++; /* the nearest strictly taller tower to the west */
        height[top] = h;
        cnt[top] = same;
        top++;
    }
    printf("%lld\n", pairs);
    return 0;
}
