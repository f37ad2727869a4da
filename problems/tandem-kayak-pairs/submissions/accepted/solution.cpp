#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    long long K;
    if (scanf("%d %lld", &n, &K) != 2) return 0;
    vector<long long> w(n);
    for (auto &x : w) scanf("%lld", &x);
    sort(w.begin(), w.end());
    long long pairs = 0;
    int l = 0, r = n - 1;
    while (l < r) {
        if (w[l] + w[r] <= K) {
            pairs += r - l;  // w[l] fits with every w[l+1..r]
            l++;
        } else {
            r--;
        }
    }
    printf("%lld\n", pairs);
    return 0;
}
