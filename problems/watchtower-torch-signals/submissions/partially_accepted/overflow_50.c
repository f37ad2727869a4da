/* The intended stack solution, but it counts in a 32-bit int: right on subtasks 1 and 2, wrong once
   the number of pairs passes 2^31 - 1 (subtask 3). */
#include <stdio.h>

static int height[200005];
static int cnt[200005];

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int top = 0;
    int pairs = 0;
    for (int i = 0; i < n; i++) {
        int h;
        if (scanf("%d", &h) != 1) break;
        int same = 1;
        while (top > 0 && height[top - 1] <= h) {
            pairs += cnt[top - 1];
            if (height[top - 1] == h) same += cnt[top - 1];
            top--;
        }
        if (top > 0) pairs++;
        height[top] = h;
        cnt[top] = same;
        top++;
    }
    printf("%d\n", pairs);
    return 0;
}
