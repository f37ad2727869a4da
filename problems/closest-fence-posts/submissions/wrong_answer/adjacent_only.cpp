// Plausible mistake: counts only neighbouring pairs after sorting, which misses pairs inside a
// group of three or more equal coordinates.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> p(n);
    for (auto &x : p) scanf("%lld", &x);
    sort(p.begin(), p.end());
    long long best = LLONG_MAX, pairs = 0;
    for (int i = 0; i + 1 < n; i++) {
        long long g = p[i + 1] - p[i];
        if (g < best) best = g, pairs = 1;
        else if (g == best) pairs++;
    }
    printf("%lld %lld\n", best, pairs);
    return 0;
}
