// Correct but O(n^2) in the worst case: from every building, walk left and right while the
// neighbours are at least as tall.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    long long best = 0;
    for (int i = 0; i < n; i++) {
        int l = i, r = i;
        while (l > 0 && h[l - 1] >= h[i]) l--;
        while (r + 1 < n && h[r + 1] >= h[i]) r++;
        best = max(best, h[i] * (r - l + 1));
    }
    printf("%lld\n", best);
    return 0;
}
