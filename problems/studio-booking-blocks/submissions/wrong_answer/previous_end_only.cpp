// Plausible mistake: compares each booking with the END OF THE PREVIOUS BOOKING instead of the end
// of the whole current block, so a long booking followed by short ones inside it splits the block.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<pair<long long, long long>> b(n);
    for (auto &[s, e] : b) {
        long long d;
        scanf("%lld %lld", &s, &d);
        e = s + d;
    }
    sort(b.begin(), b.end());
    long long blocks = 1, total = 0, longest = 0;
    long long cs = b[0].first, ce = b[0].second;
    for (int i = 1; i < n; i++) {
        if (b[i].first <= b[i - 1].second) {
            ce = max(ce, b[i].second);
        } else {
            total += ce - cs;
            longest = max(longest, ce - cs);
            blocks++;
            cs = b[i].first;
            ce = b[i].second;
        }
    }
    total += ce - cs;
    longest = max(longest, ce - cs);
    printf("%lld %lld %lld\n", blocks, total, longest);
    return 0;
}
