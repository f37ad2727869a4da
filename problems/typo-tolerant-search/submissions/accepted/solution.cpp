#include <bits/stdc++.h>
using namespace std;
// z[i] = length of the longest common prefix of s and s.substr(i)
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
    if (scanf("%700000s %700000s", bt, bp) != 2) return 0;
    string t = bt, p = bp;
    int n = t.size(), m = p.size();
    // pre[i]: common prefix of t[i..] and p;  suf[j]: common suffix of t[..j] and p
    vector<int> zf = zfunc(p + '#' + t);
    string rt(t.rbegin(), t.rend()), rp(p.rbegin(), p.rend());
    vector<int> zb = zfunc(rp + '#' + rt);
    long long hits = 0;
    int first = -1, last = -1;
    for (int i = 0; i + m <= n; i++) {
        int pre = zf[m + 1 + i];
        int e = i + m - 1;                 // last index of the window
        int suf = zb[m + 1 + (n - 1 - e)];
        if (pre >= m || pre + suf >= m - 1) {
            hits++;
            if (first < 0) first = i + 1;
            last = i + 1;
        }
    }
    if (hits == 0) printf("0\n");
    else printf("%lld %d %d\n", hits, first, last);
    return 0;
}
