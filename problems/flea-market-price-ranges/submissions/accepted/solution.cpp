#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<int> a(n);
    for (int &x : a) scanf("%d", &x);
    std::sort(a.begin(), a.end());
    std::vector<char> out;
    out.reserve(q * 8);
    char buf[16];
    while (q--) {
        int l, r;
        scanf("%d %d", &l, &r);
        // items with l <= p <= r: [first p >= l, first p > r)
        long cnt = std::upper_bound(a.begin(), a.end(), r) - std::lower_bound(a.begin(), a.end(), l);
        int len = snprintf(buf, sizeof buf, "%ld\n", cnt);
        out.insert(out.end(), buf, buf + len);
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
