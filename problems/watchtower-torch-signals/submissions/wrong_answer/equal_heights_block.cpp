// Wrong: a plain monotonic stack without counts. A tower pops every tower not taller than itself, so
// after 3 3 3 the first 3 is gone and the third tower never sees it (2 pairs instead of 3).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> st;
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        int h;
        scanf("%d", &h);
        while (!st.empty() && st.back() <= h) {
            pairs++;
            st.pop_back();
        }
        if (!st.empty()) pairs++;
        st.push_back(h);
    }
    printf("%lld\n", pairs);
    return 0;
}
