#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<long long, long long>> b(n);
    for (auto &[s, e] : b) {
        long long d;
        scanf("%lld %lld", &s, &d);
        e = s + d;
    }
    sort(b.begin(), b.end());
    long long blocks = 0, total = 0, longest = 0;
    long long cs = b[0].first, ce = b[0].second;
    for (int i = 1; i <= n; i++) {
        if (i < n && b[i].first <= ce) {  // overlaps or touches the current block
            ce = max(ce, b[i].second);
            continue;
        }
        blocks++;
        total += ce - cs;
        longest = max(longest, ce - cs);
        if (i < n) cs = b[i].first, ce = b[i].second;
    }
    printf("%lld %lld %lld\n", blocks, total, longest);
    return 0;
}
