#include <bits/stdc++.h>
using namespace std;

int main() {
    int m;
    scanf("%d", &m);
    vector<long long> d(m);
    for (auto &x : d) scanf("%lld", &x);
    int q;
    scanf("%d", &q);
    string out;
    while (q--) {
        long long a, coins = 0;
        scanf("%lld", &a);
        // Each value divides the next one, so taking the largest coin that fits is optimal.
        for (int i = m - 1; i >= 0; i--) {
            coins += a / d[i];
            a %= d[i];
        }
        out += to_string(coins);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
