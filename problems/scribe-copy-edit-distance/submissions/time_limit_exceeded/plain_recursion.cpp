// Correct but exponential: the recurrence evaluated by plain recursion without remembering results.
#include <bits/stdc++.h>
using namespace std;
string s, t;
int go(int i, int j) {  // corrections for s[i..] -> t[j..]
    if (i == (int)s.size()) return (int)t.size() - j;
    if (j == (int)t.size()) return (int)s.size() - i;
    if (s[i] == t[j]) return go(i + 1, j + 1);
    return 1 + min({go(i + 1, j + 1), go(i + 1, j), go(i, j + 1)});
}
int main() {
    static char a[2600], b[2600];
    scanf("%2599s %2599s", a, b);
    s = a; t = b;
    printf("%d\n", go(0, 0));
}
