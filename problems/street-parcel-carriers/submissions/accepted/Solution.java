import java.io.DataInputStream;
import java.io.IOException;

public class Solution {
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

    static int n, k;
    static long[] a;

    /** At most k blocks, every load <= limit (limit >= max a_i). */
    static boolean feasible(long limit) {
        int blocks = 1;
        long load = 0;
        for (int i = 0; i < n; i++) {
            if (load + a[i] > limit) {
                if (++blocks > k) return false;
                load = 0;
            }
            load += a[i];
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        n = nextInt();
        k = nextInt();
        a = new long[n];
        long total = 0, biggest = 0;
        for (int i = 0; i < n; i++) {
            a[i] = nextInt();
            total += a[i];
            biggest = Math.max(biggest, a[i]);
        }
        long lo = Math.max(biggest, (total + k - 1) / k), hi = total;
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (feasible(mid)) hi = mid;
            else lo = mid + 1;
        }
        System.out.println(lo);
    }
}
