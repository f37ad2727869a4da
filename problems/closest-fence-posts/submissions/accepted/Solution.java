import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long[] p = new long[n];
        for (int i = 0; i < n; i++) p[i] = readLong(in);
        Arrays.sort(p);
        long best = Long.MAX_VALUE;
        for (int i = 0; i + 1 < n; i++) best = Math.min(best, p[i + 1] - p[i]);
        long pairs = 0;
        if (best > 0) {
            for (int i = 0; i + 1 < n; i++) if (p[i + 1] - p[i] == best) pairs++;
        } else {
            for (int i = 0; i < n; ) {
                int j = i;
                while (j < n && p[j] == p[i]) j++;
                long k = j - i;
                pairs += k * (k - 1) / 2;
                i = j;
            }
        }
        System.out.println(best + " " + pairs);
    }

    private static long readLong(DataInputStream in) throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean neg = false;
        if (b == '-') {
            neg = true;
            b = in.read();
        }
        long r = 0;
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return neg ? -r : r;
    }
}
