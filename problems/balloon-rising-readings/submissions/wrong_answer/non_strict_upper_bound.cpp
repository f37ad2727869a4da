// Plausible mistake: upper_bound instead of lower_bound, which computes the longest
// non-decreasing streak (equal readings are counted).
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> tails;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        auto it = upper_bound(tails.begin(), tails.end(), x);
        if (it == tails.end()) tails.push_back(x);
        else *it = x;
    }
    printf("%zu\n", tails.size());
}
