#include <bits/stdc++.h>
using namespace std;
// For every letter: the end position of each of its runs and the running total of its lengths.
vector<long long> ends_[26], pref[26], lens[26];

// number of letter c among positions 1..x
long long prefixCount(int c, long long x) {
    const auto &E = ends_[c];
    // first run of c whose end is >= x: all runs before it are fully inside 1..x
    size_t k = lower_bound(E.begin(), E.end(), x) - E.begin();
    long long res = pref[c][k];
    if (k < E.size()) {
        long long start = E[k] - lens[c][k] + 1;
        if (start <= x) res += x - start + 1;
    }
    return res;
}

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    for (int c = 0; c < 26; c++) pref[c].push_back(0);
    long long pos = 0;
    for (int i = 0; i < n; i++) {
        char ch;
        long long len;
        scanf(" %c %lld", &ch, &len);
        int c = ch - 'a';
        pos += len;
        ends_[c].push_back(pos);
        lens[c].push_back(len);
        pref[c].push_back(pref[c].back() + len);
    }
    string out;
    char buf[32];
    for (int i = 0; i < q; i++) {
        long long l, r;
        char ch;
        scanf("%lld %lld %c", &l, &r, &ch);
        int c = ch - 'a';
        long long ans = prefixCount(c, r) - prefixCount(c, l - 1);
        snprintf(buf, sizeof buf, "%lld\n", ans);
        out += buf;
    }
    fputs(out.c_str(), stdout);
    return 0;
}
