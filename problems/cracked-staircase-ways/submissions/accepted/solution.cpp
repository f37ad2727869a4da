#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007LL;
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<char> cracked(n + 1, 0);
    for (int i = 0; i < k; i++) {
        int c;
        scanf("%d", &c);
        cracked[c] = 1;
    }
    vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; i++) {
        if (cracked[i]) continue;
        long long w = ways[i - 1];
        if (i >= 2) w += ways[i - 2];
        ways[i] = w % MOD;
    }
    printf("%lld\n", ways[n]);
    return 0;
}
