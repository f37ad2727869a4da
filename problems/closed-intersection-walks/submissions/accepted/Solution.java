import java.io.DataInputStream;
import java.io.IOException;
import java.io.PrintWriter;

public class Solution {
    static final long MOD = 1_000_000_007L;
    static final int MAXF = 1_000_000;
    static final long[] fact = new long[MAXF + 1];
    static final long[] inv = new long[MAXF + 1];

    private static final DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));

    private static int nextInt() throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') {
            r = r * 10 + (c - '0');
            c = in.read();
        }
        return r;
    }

    static long power(long b, long e) {
        long r = 1;
        b %= MOD;
        while (e > 0) {
            if ((e & 1) == 1) r = r * b % MOD;
            b = b * b % MOD;
            e >>= 1;
        }
        return r;
    }

    static long walks(int dx, int dy) {
        if (dx < 0 || dy < 0) return 0;
        return fact[dx + dy] * inv[dx] % MOD * inv[dy] % MOD;
    }

    public static void main(String[] args) throws IOException {
        fact[0] = 1;
        for (int i = 1; i <= MAXF; i++) fact[i] = fact[i - 1] * i % MOD;
        inv[MAXF] = power(fact[MAXF], MOD - 2);
        for (int i = MAXF; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
        int q = nextInt();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int a = nextInt(), b = nextInt(), x = nextInt(), y = nextInt();
            long total = walks(a, b);
            long through = walks(x, y) * walks(a - x, b - y) % MOD;
            sb.append((total - through + MOD) % MOD).append('\n');
        }
        PrintWriter out = new PrintWriter(System.out);
        out.print(sb);
        out.flush();
    }
}
