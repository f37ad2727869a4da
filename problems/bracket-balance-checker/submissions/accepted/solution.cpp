#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    string s, out;
    vector<char> st;
    while (t--) {
        cin >> s;
        st.clear();
        long long report = 0;
        for (size_t i = 0; i < s.size(); i++) {
            char c = s[i];
            if (c == '(' || c == '[' || c == '{') {
                st.push_back(c);
            } else {
                char want = c == ')' ? '(' : (c == ']' ? '[' : '{');
                if (st.empty() || st.back() != want) {
                    report = (long long)i + 1;
                    break;
                }
                st.pop_back();
            }
        }
        if (report == 0 && !st.empty()) report = (long long)s.size() + 1;
        out += to_string(report);
        out += '\n';
    }
    cout << out;
    return 0;
}
