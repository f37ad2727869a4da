// Correct but O(n * q): every query walks over the runs until it passes position r.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    vector<char> ch(n);
    vector<long long> len(n);
    for (int i = 0; i < n; i++) scanf(" %c %lld", &ch[i], &len[i]);
    for (int i = 0; i < q; i++) {
        long long l, r;
        char x;
        scanf("%lld %lld %c", &l, &r, &x);
        long long ans = 0, start = 1;
        for (int j = 0; j < n && start <= r; j++) {
            long long end = start + len[j] - 1;
            if (ch[j] == x) {
                long long lo = max(l, start), hi = min(r, end);
                if (lo <= hi) ans += hi - lo + 1;
            }
            start = end + 1;
        }
        printf("%lld\n", ans);
    }
    return 0;
}
