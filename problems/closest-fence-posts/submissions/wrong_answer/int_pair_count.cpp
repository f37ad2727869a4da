// Plausible mistake: the number of pairs is kept in a 32-bit int; with many posts at the same
// coordinate it can exceed 2^31 - 1 (up to about 5*10^9).
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<int> p(n);
    for (auto &x : p) scanf("%d", &x);
    sort(p.begin(), p.end());
    int best = INT_MAX;
    for (int i = 0; i + 1 < n; i++) best = min(best, p[i + 1] - p[i]);
    int pairs = 0;
    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && p[j] == p[i]) j++;
        if (best == 0) pairs += (j - i) * (j - i - 1) / 2;
        i = j;
    }
    if (best > 0)
        for (int i = 0; i + 1 < n; i++)
            if (p[i + 1] - p[i] == best) pairs++;
    printf("%d %d\n", best, pairs);
    return 0;
}
