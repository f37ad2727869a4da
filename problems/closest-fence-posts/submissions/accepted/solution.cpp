#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n);
    for (auto &x : p) scanf("%lld", &x);
    sort(p.begin(), p.end());
    long long best = LLONG_MAX;
    for (int i = 0; i + 1 < n; i++) best = min(best, p[i + 1] - p[i]);
    long long pairs = 0;
    if (best > 0) {
        for (int i = 0; i + 1 < n; i++)
            if (p[i + 1] - p[i] == best) pairs++;
    } else {
        // every group of k equal coordinates gives k*(k-1)/2 pairs
        for (int i = 0; i < n;) {
            int j = i;
            while (j < n && p[j] == p[i]) j++;
            long long k = j - i;
            pairs += k * (k - 1) / 2;
            i = j;
        }
    }
    printf("%lld %lld\n", best, pairs);
    return 0;
}
