// Plausible mistake: times kept in 32-bit int; s + d can reach 3*10^9.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<pair<int, int>> b(n);
    for (auto &[s, e] : b) {
        int d;
        scanf("%d %d", &s, &d);
        e = s + d;
    }
    sort(b.begin(), b.end());
    int blocks = 0, total = 0, longest = 0;
    int cs = b[0].first, ce = b[0].second;
    for (int i = 1; i <= n; i++) {
        if (i < n && b[i].first <= ce) {
            ce = max(ce, b[i].second);
            continue;
        }
        blocks++;
        total += ce - cs;
        longest = max(longest, ce - cs);
        if (i < n) cs = b[i].first, ce = b[i].second;
    }
    printf("%d %d %d\n", blocks, total, longest);
    return 0;
}
