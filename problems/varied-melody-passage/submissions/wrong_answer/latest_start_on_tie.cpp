// Plausible mistake: ">=" when updating the best window, so ties keep the LAST start.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    static char s[500005];
    scanf("%500000s", s);
    int cnt[26] = {0};
    int best = 0, bestStart = 0, l = 0;
    for (int r = 0; r < n; r++) {
        int c = s[r] - 'a';
        cnt[c]++;
        while (cnt[c] > k) cnt[s[l++] - 'a']--;
        if (r - l + 1 >= best) {
            best = r - l + 1;
            bestStart = l;
        }
    }
    printf("%d %d\n", best, bestStart + 1);
    return 0;
}
