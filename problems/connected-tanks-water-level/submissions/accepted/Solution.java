import java.io.DataInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Arrays;

public class Solution {
    private static final DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));

    private static long nextLong() throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        long r = 0;
        while (c >= '0' && c <= '9') {
            r = r * 10 + (c - '0');
            c = in.read();
        }
        return r;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong(), q = (int) nextLong();
        long[] h = new long[n];
        for (int i = 0; i < n; i++) h[i] = nextLong();
        Arrays.sort(h);
        long[] need = new long[n];
        long[] pref = new long[n + 1];
        for (int k = 0; k < n; k++) {
            need[k] = (long) k * h[k] - pref[k];
            pref[k + 1] = pref[k] + h[k];
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long v = nextLong();
            int lo = 0, hi = n;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (need[mid] < v) lo = mid + 1;
                else hi = mid;
            }
            // level = num / lo, printed exactly rounded to 9 decimals
            long num = v + pref[lo], ip = num / lo, rem = num % lo;
            long frac = (rem * 2_000_000_000L + lo) / (2L * lo);
            if (frac == 1_000_000_000L) {
                ip++;
                frac = 0;
            }
            String fs = Long.toString(frac);
            sb.append(ip).append('.');
            for (int z = fs.length(); z < 9; z++) sb.append('0');
            sb.append(fs).append('\n');
        }
        PrintWriter out = new PrintWriter(System.out);
        out.print(sb);
        out.flush();
    }
}
