// Wrong: grants the shortest meetings first, whenever they do not clash with those granted already.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long g;
    scanf("%d %lld", &n, &g);
    vector<pair<long long, long long>> m(n);
    for (auto &x : m) scanf("%lld %lld", &x.first, &x.second);
    sort(m.begin(), m.end(), [](auto &a, auto &b) {
        return a.second - a.first != b.second - b.first ? a.second - a.first < b.second - b.first : a < b;
    });
    map<long long, long long> taken;  // start -> end of granted meetings
    int granted = 0;
    for (auto &x : m) {
        auto it = taken.lower_bound(x.first);
        if (it != taken.end() && x.second + g > it->first) continue;  // clashes with the next one
        if (it != taken.begin() && prev(it)->second + g > x.first) continue;  // with the previous one
        taken[x.first] = x.second;
        granted++;
    }
    printf("%d\n", granted);
    return 0;
}
