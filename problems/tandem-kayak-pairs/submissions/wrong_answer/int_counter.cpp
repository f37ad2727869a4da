// Plausible mistake: the pair counter is a 32-bit int (the answer can reach about 2*10^10).
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    long long K;
    scanf("%d %lld", &n, &K);
    vector<long long> w(n);
    for (auto &x : w) scanf("%lld", &x);
    sort(w.begin(), w.end());
    int pairs = 0;
    int l = 0, r = n - 1;
    while (l < r) {
        if (w[l] + w[r] <= K) {
            pairs += r - l;
            l++;
        } else {
            r--;
        }
    }
    printf("%d\n", pairs);
    return 0;
}
