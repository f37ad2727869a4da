// Plausible mistake: the loop runs while l <= r, so one item can be "paired" with itself.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    long long T;
    scanf("%d %lld", &n, &T);
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    int l = 0, r = n - 1;
    while (l <= r) {
        long long s = a[l] + a[r];
        if (s == T) {
            printf("%d %d\n", l + 1, r + 1);
            return 0;
        }
        if (s < T) l++;
        else r--;
    }
    printf("-1\n");
    return 0;
}
