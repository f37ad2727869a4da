// Correct but O(n * k): recomputes the largest and smallest reading of every stretch from scratch.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k, d;
    scanf("%d %d %d", &n, &k, &d);
    vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    long long stable = 0;
    for (int i = 0; i + k <= n; i++) {
        int hi = a[i], lo = a[i];
        for (int j = i + 1; j < i + k; j++) {
            if (a[j] > hi) hi = a[j];
            if (a[j] < lo) lo = a[j];
        }
        if (hi - lo <= d) stable++;
    }
    printf("%lld\n", stable);
    return 0;
}
