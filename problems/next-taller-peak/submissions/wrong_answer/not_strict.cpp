// Wrong: a summit of the same altitude is treated as higher (<= instead of <).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> h(n), ans(n, 0), st;
    for (auto &x : h) scanf("%d", &x);
    for (int j = 0; j < n; j++) {
        while (!st.empty() && h[st.back()] <= h[j]) {
            ans[st.back()] = j - st.back();
            st.pop_back();
        }
        st.push_back(j);
    }
    for (int i = 0; i < n; i++) printf("%d%c", ans[i], i + 1 < n ? ' ' : '\n');
    return 0;
}
