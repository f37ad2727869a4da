// Wrong: heights and areas are ints, but an area can be as large as 2 * 10^14.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> h(n + 1);
    for (int i = 0; i < n; i++) scanf("%d", &h[i]);
    h[n] = -1;
    vector<int> st;
    int best = 0;
    for (int i = 0; i <= n; i++) {
        while (!st.empty() && h[st.back()] >= h[i]) {
            int height = h[st.back()];
            st.pop_back();
            int left = st.empty() ? -1 : st.back();
            best = max(best, height * (i - left - 1));
        }
        st.push_back(i);
    }
    printf("%d\n", best);
    return 0;
}
