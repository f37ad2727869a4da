#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k, d;
    scanf("%d %d %d", &n, &k, &d);
    vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    deque<int> mx, mn;  // indices; values decreasing in mx, increasing in mn
    long long stable = 0;
    for (int j = 0; j < n; j++) {
        while (!mx.empty() && a[mx.back()] <= a[j]) mx.pop_back();
        mx.push_back(j);
        while (!mn.empty() && a[mn.back()] >= a[j]) mn.pop_back();
        mn.push_back(j);
        if (mx.front() <= j - k) mx.pop_front();  // the window is a[j-k+1..j]
        if (mn.front() <= j - k) mn.pop_front();
        if (j >= k - 1 && a[mx.front()] - a[mn.front()] <= d) stable++;
    }
    printf("%lld\n", stable);
    return 0;
}
