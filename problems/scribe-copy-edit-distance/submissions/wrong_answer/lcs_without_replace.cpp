// Plausible mistake: uses |s| + |t| - 2 * LCS, i.e. forgets that one replacement can do the work of an
// erase plus an insert.
#include <bits/stdc++.h>
using namespace std;
int main() {
    static char a[2600], b[2600];
    scanf("%2599s %2599s", a, b);
    string s = a, t = b;
    int n = s.size(), m = t.size();
    vector<int> prev(m + 1, 0), cur(m + 1, 0);
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++)
            cur[j] = s[i - 1] == t[j - 1] ? prev[j - 1] + 1 : max(prev[j], cur[j - 1]);
        swap(prev, cur);
    }
    printf("%d\n", n + m - 2 * prev[m]);
}
