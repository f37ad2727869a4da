import java.io.*;
import java.util.*;

public class Solution {
    private static DataInputStream in;

    private static long readLong() throws IOException {
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
        in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong();
        long g = readLong();
        // Pack (end, start) into one long: both are below 2^31, so end * 2^31 + start sorts by end.
        long[] key = new long[n];
        for (int i = 0; i < n; i++) {
            long s = readLong(), e = readLong();
            key[i] = (e << 31) | s;
        }
        Arrays.sort(key);
        long freeAt = -1;
        int granted = 0;
        for (int i = 0; i < n; i++) {
            long e = key[i] >>> 31, s = key[i] & ((1L << 31) - 1);
            if (s >= freeAt) {
                granted++;
                freeAt = e + g;
            }
        }
        PrintWriter out = new PrintWriter(System.out);
        out.println(granted);
        out.flush();
    }
}
