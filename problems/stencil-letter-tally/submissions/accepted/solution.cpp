#include <bits/stdc++.h>
using namespace std;
int main() {
    static char buf[1 << 20 | 16];
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    long long cnt[26] = {0};
    for (size_t i = 0; i < len; i++)
        if (buf[i] >= 'a' && buf[i] <= 'z') cnt[buf[i] - 'a']++;
    vector<int> order;
    for (int c = 0; c < 26; c++)
        if (cnt[c] > 0) order.push_back(c);
    sort(order.begin(), order.end(), [&](int a, int b) {
        if (cnt[a] != cnt[b]) return cnt[a] > cnt[b];
        return a < b;
    });
    for (int c : order) printf("%c %lld\n", 'a' + c, cnt[c]);
    return 0;
}
