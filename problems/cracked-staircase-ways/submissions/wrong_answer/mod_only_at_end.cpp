// Plausible mistake: adds without reducing and takes the remainder only at the end,
// so the 64-bit counts overflow once n is large (around n = 92).
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<char> cracked(n + 1, 0);
    for (int i = 0; i < k; i++) { int c; scanf("%d", &c); cracked[c] = 1; }
    vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; i++) {
        if (cracked[i]) continue;
        ways[i] = ways[i - 1] + (i >= 2 ? ways[i - 2] : 0);
    }
    printf("%lld\n", ways[n] % 1000000007LL);
}
