#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long g;
    scanf("%d %lld", &n, &g);
    vector<pair<long long, long long>> m(n);  // (end, start)
    for (auto &x : m) scanf("%lld %lld", &x.second, &x.first);
    sort(m.begin(), m.end());
    // Earliest end first: the chosen meeting leaves the room clean as early as possible.
    long long freeAt = LLONG_MIN;
    int granted = 0;
    for (auto &x : m) {
        if (x.second >= freeAt) {
            granted++;
            freeAt = x.first + g;
        }
    }
    printf("%d\n", granted);
    return 0;
}
