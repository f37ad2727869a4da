#include <bits/stdc++.h>
using namespace std;

int main() {
    static char bufS[2600], bufT[2600];
    if (scanf("%2599s %2599s", bufS, bufT) != 2) return 0;
    string s = bufS, t = bufT;
    int n = s.size(), m = t.size();
    // prev[j] = corrections to turn the first i-1 letters of s into the first j letters of t
    vector<int> prev(m + 1), cur(m + 1);
    for (int j = 0; j <= m; j++) prev[j] = j;  // insert j letters
    for (int i = 1; i <= n; i++) {
        cur[0] = i;  // erase i letters
        for (int j = 1; j <= m; j++) {
            int best = prev[j - 1] + (s[i - 1] != t[j - 1]);  // keep or replace
            best = min(best, prev[j] + 1);                      // erase s[i-1]
            best = min(best, cur[j - 1] + 1);                   // insert t[j-1]
            cur[j] = best;
        }
        swap(prev, cur);
    }
    printf("%d\n", prev[m]);
    return 0;
}
