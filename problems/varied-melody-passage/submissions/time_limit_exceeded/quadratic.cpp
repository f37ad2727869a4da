// Correct but O(n^2): tries every start and extends the passage while it stays valid.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    static char s[500005];
    scanf("%500000s", s);
    int best = 0, bestStart = 0;
    for (int i = 0; i < n; i++) {
        int cnt[26] = {0};
        int j = i;
        while (j < n && cnt[s[j] - 'a'] < k) cnt[s[j++] - 'a']++;
        if (j - i > best) best = j - i, bestStart = i;
    }
    printf("%d %d\n", best, bestStart + 1);
    return 0;
}
