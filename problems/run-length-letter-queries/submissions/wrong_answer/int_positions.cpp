// Plausible mistake: positions and running totals are 32-bit ints, but the banner can be
// 10^14 letters long.
#include <bits/stdc++.h>
using namespace std;
vector<int> ends_[26], pref[26], lens[26];
int prefixCount(int c, int x) {
    const auto &E = ends_[c];
    size_t k = lower_bound(E.begin(), E.end(), x) - E.begin();
    int res = pref[c][k];
    if (k < E.size()) {
        int start = E[k] - lens[c][k] + 1;
        if (start <= x) res += x - start + 1;
    }
    return res;
}
int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    for (int c = 0; c < 26; c++) pref[c].push_back(0);
    int pos = 0;
    for (int i = 0; i < n; i++) {
        char ch;
        int len;
        scanf(" %c %d", &ch, &len);
        int c = ch - 'a';
        pos += len;
        ends_[c].push_back(pos);
        lens[c].push_back(len);
        pref[c].push_back(pref[c].back() + len);
    }
    for (int i = 0; i < q; i++) {
        long long l, r;
        char ch;
        scanf("%lld %lld %c", &l, &r, &ch);
        int c = ch - 'a';
        printf("%d\n", prefixCount(c, (int)r) - prefixCount(c, (int)(l - 1)));
    }
    return 0;
}
