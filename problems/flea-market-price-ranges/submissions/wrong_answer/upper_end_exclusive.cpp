// Plausible mistake: lower_bound used for both ends, so items priced exactly r are not counted.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<int> a(n);
    for (int &x : a) scanf("%d", &x);
    std::sort(a.begin(), a.end());
    while (q--) {
        int l, r;
        scanf("%d %d", &l, &r);
        long cnt = std::lower_bound(a.begin(), a.end(), r) - std::lower_bound(a.begin(), a.end(), l);
        printf("%ld\n", cnt);
    }
    return 0;
}
