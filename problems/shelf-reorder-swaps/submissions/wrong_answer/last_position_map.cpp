// Plausible mistake: maps every code to ONE target position (its last place in the catalogue) and
// counts strict inversions; equal codes are not matched in order, which breaks interleaved codes.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> a(n), b(n);
    for (auto &x : a) scanf("%lld", &x);
    for (auto &x : b) scanf("%lld", &x);
    vector<long long> sa = a, sb = b;
    sort(sa.begin(), sa.end());
    sort(sb.begin(), sb.end());
    if (sa != sb) {
        printf("-1\n");
        return 0;
    }
    unordered_map<long long, int> pos;
    pos.reserve(2 * n);
    for (int i = 0; i < n; i++) pos[b[i]] = i;
    vector<int> target(n);
    for (int i = 0; i < n; i++) target[i] = pos[a[i]];
    vector<int> bit(n + 1, 0);
    long long inv = 0;
    for (int i = n - 1; i >= 0; i--) {
        for (int x = target[i]; x > 0; x -= x & -x) inv += bit[x];
        for (int x = target[i] + 1; x <= n; x += x & -x) bit[x]++;
    }
    printf("%lld\n", inv);
    return 0;
}
