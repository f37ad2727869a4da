#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n;
    if (!(cin >> n)) return 0;
    // The first bad build is in [lo, hi]; build n is known to be bad.
    long long lo = 1, hi = n;
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        cout << "? " << mid << endl;  // endl flushes
        string reply;
        if (!(cin >> reply)) return 0;
        if (reply == "bad")
            hi = mid;
        else
            lo = mid + 1;
    }
    cout << "! " << lo << endl;
    return 0;
}
