// Correct but O(n^2): builds the catalogue from left to right; for place i it finds the nearest
// matching book and walks it left with neighbouring swaps, counting them.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> a(n), b(n);
    for (auto &x : a) scanf("%lld", &x);
    for (auto &x : b) scanf("%lld", &x);
    long long swaps = 0;
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j < n && a[j] != b[i]) j++;
        if (j == n) {
            printf("-1\n");
            return 0;
        }
        for (; j > i; j--) {
            swap(a[j], a[j - 1]);
            swaps++;
        }
    }
    printf("%lld\n", swaps);
    return 0;
}
