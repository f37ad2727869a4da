#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> h(n), ans(n, 0), st;
    for (auto &x : h) scanf("%d", &x);
    // st holds summits still waiting for a strictly higher one; their altitudes never increase.
    for (int j = 0; j < n; j++) {
        while (!st.empty() && h[st.back()] < h[j]) {
            ans[st.back()] = j - st.back();
            st.pop_back();
        }
        st.push_back(j);
    }
    string out;
    for (int i = 0; i < n; i++) {
        out += to_string(ans[i]);
        out += i + 1 < n ? ' ' : '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
