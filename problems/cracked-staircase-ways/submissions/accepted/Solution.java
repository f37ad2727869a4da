import java.io.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        final long MOD = 1_000_000_007L;
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in), k = nextInt(in);
        boolean[] cracked = new boolean[n + 1];
        for (int i = 0; i < k; i++) cracked[nextInt(in)] = true;
        long prev2 = 0, prev1 = 1;
        for (int i = 1; i <= n; i++) {
            long cur = cracked[i] ? 0 : (prev1 + prev2) % MOD;
            prev2 = prev1;
            prev1 = cur;
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(prev1);
        out.flush();
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int ret = 0, b = in.read();
        while (b < '0' || b > '9') b = in.read();
        while (b >= '0' && b <= '9') { ret = ret * 10 + (b - '0'); b = in.read(); }
        return ret;
    }
}
