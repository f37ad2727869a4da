// Correct but exponential: tries every subset of pieces (skipping a piece that no longer fits).
#include <bits/stdc++.h>
using namespace std;
int n; long long W;
vector<long long> w, v;
long long bestAll = 0;
void go(int i, long long weight, long long value) {
    if (i == n) { bestAll = max(bestAll, value); return; }
    go(i + 1, weight, value);
    if (weight + w[i] <= W) go(i + 1, weight + w[i], value + v[i]);
}
int main() {
    scanf("%d %lld", &n, &W);
    w.resize(n); v.resize(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &w[i], &v[i]);
    go(0, 0, 0);
    printf("%lld\n", bestAll);
}
