#include <stdio.h>

/* Open addressing hash table: prefix value -> count. */
#define CAP (1 << 19)
static long long keys[CAP];
static int vals[CAP];

static unsigned slot(long long key) {
    unsigned long long h = (unsigned long long)key * 0x9E3779B97F4A7C15ULL;
    return (unsigned)(h >> 45);
}

static int get(long long key) {
    unsigned s = slot(key);
    while (vals[s] != 0) {
        if (keys[s] == key) return vals[s];
        s = (s + 1) & (CAP - 1);
    }
    return 0;
}

static void inc(long long key) {
    unsigned s = slot(key);
    while (vals[s] != 0 && keys[s] != key) s = (s + 1) & (CAP - 1);
    keys[s] = key;
    vals[s]++;
}

int main(void) {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    inc(0);
    long long prefix = 0, answer = 0;
    for (int i = 0; i < n; i++) {
        long long d;
        scanf("%lld", &d);
        prefix += d;
        answer += get(prefix - k);
        inc(prefix);
    }
    printf("%lld\n", answer);
    return 0;
}
