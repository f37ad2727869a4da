// Plausible mistake: accepts a window only when prefix + suffix is EXACTLY m - 1 (one typo), so
// windows equal to the pattern, where the common prefix is the whole pattern, are lost.
#include <bits/stdc++.h>
using namespace std;
static vector<int> zfunc(const string &s) {
    int n = s.size();
    vector<int> z(n, 0);
    z[0] = n;
    for (int i = 1, l = 0, r = 0; i < n; i++) {
        if (i < r) z[i] = min(r - i, z[i - l]);
        while (i + z[i] < n && s[z[i]] == s[i + z[i]]) z[i]++;
        if (i + z[i] > r) l = i, r = i + z[i];
    }
    return z;
}
int main() {
    static char bt[700005], bp[700005];
    scanf("%700000s %700000s", bt, bp);
    string t = bt, p = bp;
    int n = t.size(), m = p.size();
    vector<int> zf = zfunc(p + '#' + t);
    string rt(t.rbegin(), t.rend()), rp(p.rbegin(), p.rend());
    vector<int> zb = zfunc(rp + '#' + rt);
    long long hits = 0;
    int first = -1, last = -1;
    for (int i = 0; i + m <= n; i++) {
        int pre = zf[m + 1 + i];
        int suf = zb[m + 1 + (n - 1 - (i + m - 1))];
        if (pre < m && pre + suf == m - 1) {
            hits++;
            if (first < 0) first = i + 1;
            last = i + 1;
        }
    }
    if (hits == 0) printf("0\n");
    else printf("%lld %d %d\n", hits, first, last);
    return 0;
}
