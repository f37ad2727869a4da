#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    // tails[k] = smallest last reading of a strictly rising streak of length k + 1
    vector<long long> tails;
    tails.reserve(n);
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        auto it = lower_bound(tails.begin(), tails.end(), x);  // strict: replace the first >= x
        if (it == tails.end()) tails.push_back(x);
        else *it = x;
    }
    printf("%zu\n", tails.size());
    return 0;
}
