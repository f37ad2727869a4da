// Correct but O(n^2): checks every pair.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    long long K;
    scanf("%d %lld", &n, &K);
    vector<long long> w(n);
    for (auto &x : w) scanf("%lld", &x);
    long long pairs = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (w[i] + w[j] <= K) pairs++;
    printf("%lld\n", pairs);
    return 0;
}
