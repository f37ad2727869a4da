// Correct but O(n * blocks): every booking is compared with every block found so far; overlapping
// or touching blocks are merged into it. With many separate blocks this is quadratic.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<long long> bs, be;  // current blocks [bs, be), pairwise separated by a gap
    for (int i = 0; i < n; i++) {
        long long s, d;
        scanf("%lld %lld", &s, &d);
        long long e = s + d;
        size_t w = 0;
        for (size_t j = 0; j < bs.size(); j++) {
            if (bs[j] <= e && s <= be[j]) {  // overlaps or touches: absorb the block
                s = min(s, bs[j]);
                e = max(e, be[j]);
            } else {
                bs[w] = bs[j];
                be[w] = be[j];
                w++;
            }
        }
        bs.resize(w);
        be.resize(w);
        bs.push_back(s);
        be.push_back(e);
    }
    long long total = 0, longest = 0;
    for (size_t j = 0; j < bs.size(); j++) {
        total += be[j] - bs[j];
        longest = max(longest, be[j] - bs[j]);
    }
    printf("%zu %lld %lld\n", bs.size(), total, longest);
    return 0;
}
