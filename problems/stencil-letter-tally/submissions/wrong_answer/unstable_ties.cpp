// Plausible mistake: sorts by count only and trusts the order of ties to stay alphabetical,
// but the letters are collected in order of first appearance.
#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    long long cnt[26] = {0};
    vector<int> order;
    for (char ch : s) {
        if (cnt[ch - 'a']++ == 0) order.push_back(ch - 'a');
    }
    stable_sort(order.begin(), order.end(), [&](int a, int b) { return cnt[a] > cnt[b]; });
    for (int c : order) printf("%c %lld\n", 'a' + c, cnt[c]);
    return 0;
}
