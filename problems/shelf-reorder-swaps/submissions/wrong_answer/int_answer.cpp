// Plausible mistake: the number of swaps is accumulated in a 32-bit int (it can reach ~2*10^10).
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> a(n), b(n);
    for (auto &x : a) scanf("%lld", &x);
    for (auto &x : b) scanf("%lld", &x);
    vector<int> ia(n), ib(n);
    iota(ia.begin(), ia.end(), 0);
    iota(ib.begin(), ib.end(), 0);
    stable_sort(ia.begin(), ia.end(), [&](int x, int y) { return a[x] < a[y]; });
    stable_sort(ib.begin(), ib.end(), [&](int x, int y) { return b[x] < b[y]; });
    vector<int> target(n);
    for (int k = 0; k < n; k++) {
        if (a[ia[k]] != b[ib[k]]) {
            printf("-1\n");
            return 0;
        }
        target[ia[k]] = ib[k];
    }
    vector<int> bit(n + 1, 0);
    int inv = 0;
    for (int i = n - 1; i >= 0; i--) {
        for (int x = target[i]; x > 0; x -= x & -x) inv += bit[x];
        for (int x = target[i] + 1; x <= n; x += x & -x) bit[x]++;
    }
    printf("%d\n", inv);
    return 0;
}
