// Plausible mistake: exponential ("galloping") search from build 1: checks 1, 2, 4, 8, ... until a bad
// build, then binary search between the last good one and it. Right about k, but about 2 * log2(k)
// checks: over the 31-check limit when the first bad build is late in a long history.
#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n;
    if (!(cin >> n)) return 0;
    auto isBad = [](long long i) {
        cout << "? " << i << endl;
        string reply;
        if (!(cin >> reply)) exit(0);
        return reply == "bad";
    };
    long long good = 0, step = 1, bad = n;
    while (true) {
        long long probe = good + step;
        if (probe >= n) break;  // build n is known to be bad
        if (isBad(probe)) { bad = probe; break; }
        good = probe;
        step *= 2;
    }
    // Now good < k <= bad.
    long long lo = good + 1, hi = bad;
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        if (isBad(mid)) hi = mid; else lo = mid + 1;
    }
    cout << "! " << lo << endl;
    return 0;
}
