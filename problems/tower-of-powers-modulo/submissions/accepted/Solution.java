import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.util.StringTokenizer;

public class Solution {
    static final long MOD = 1_000_000_007L;

    static long power(long base, long e, long m) {
        long r = 1 % m;
        base %= m;
        while (e > 0) {
            if ((e & 1) == 1) r = r * base % m;
            base = base * base % m;
            e >>= 1;
        }
        return r;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        PrintWriter out = new PrintWriter(System.out);
        int q = Integer.parseInt(br.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(br.readLine());
            long a = Long.parseLong(st.nextToken());
            long b = Long.parseLong(st.nextToken());
            long c = Long.parseLong(st.nextToken());
            long ans;
            if (c == 0) ans = a % MOD;
            else if (b == 0) ans = 1;
            else if (a % MOD == 0) ans = 0;
            else ans = power(a, power(b, c, MOD - 1), MOD);
            sb.append(ans).append('\n');
        }
        out.print(sb);
        out.flush();
    }
}
