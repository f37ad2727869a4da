// Plausible mistake: the gcd is right, but the total number of pieces is accumulated in an int.
#include <cstdio>
#include <numeric>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    static int a[100000];
    int g = 0;
    for (int i = 0; i < n; i++) {
        scanf("%d", &a[i]);
        g = std::gcd(g, a[i]);
    }
    int pieces = 0;
    for (int i = 0; i < n; i++) pieces += a[i] / g;
    printf("%d %d\n", g, pieces);
    return 0;
}
