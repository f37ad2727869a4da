#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    // Stack of (height, how many towers of that height), heights strictly decreasing from the bottom:
    // the towers west of the current one that towers further east may still see.
    vector<pair<int, long long>> st;
    st.reserve(n);
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        int h;
        scanf("%d", &h);
        long long same = 1;
        while (!st.empty() && st.back().first <= h) {
            pairs += st.back().second;  // every shorter or equal tower on top sees tower i
            if (st.back().first == h) same += st.back().second;
            st.pop_back();
        }
        if (!st.empty()) pairs++;  // the nearest strictly taller tower to the west
        st.push_back({h, same});
    }
    printf("%lld\n", pairs);
    return 0;
}
