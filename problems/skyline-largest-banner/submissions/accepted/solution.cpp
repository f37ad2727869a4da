#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> h(n + 1);
    for (int i = 0; i < n; i++) scanf("%lld", &h[i]);
    h[n] = -1;  // a sentinel lower than everything empties the stack at the end
    vector<int> st;  // indices of buildings with increasing heights
    long long best = 0;
    for (int i = 0; i <= n; i++) {
        while (!st.empty() && h[st.back()] >= h[i]) {
            long long height = h[st.back()];
            st.pop_back();
            int left = st.empty() ? -1 : st.back();  // the banner spans left+1 .. i-1
            best = max(best, height * (i - left - 1));
        }
        st.push_back(i);
    }
    printf("%lld\n", best);
    return 0;
}
