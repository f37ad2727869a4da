// Plausible mistake: the first row is left at 0 (as if the copy could start matching anywhere in the
// original for free), so missing letters at the start of the original are not paid for.
#include <bits/stdc++.h>
using namespace std;
int main() {
    static char a[2600], b[2600];
    scanf("%2599s %2599s", a, b);
    string s = a, t = b;
    int n = s.size(), m = t.size();
    vector<int> prev(m + 1, 0), cur(m + 1);
    for (int i = 1; i <= n; i++) {
        cur[0] = i;
        for (int j = 1; j <= m; j++)
            cur[j] = min({prev[j - 1] + (s[i - 1] != t[j - 1]), prev[j] + 1, cur[j - 1] + 1});
        swap(prev, cur);
    }
    printf("%d\n", prev[m]);
}
