import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long[] s = new long[n], e = new long[n];
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) {
            s[i] = readLong(in);
            e[i] = s[i] + readLong(in);
            idx[i] = i;
        }
        // sort by start: pack (start, index) into one long to sort primitives
        long[] key = new long[n];
        for (int i = 0; i < n; i++) key[i] = s[i] * 262144L + i;  // s <= 1e9, i < 2^18
        Arrays.sort(key);
        long blocks = 0, total = 0, longest = 0;
        int first = (int) (key[0] & 262143L);
        long cs = s[first], ce = e[first];
        for (int k = 1; k <= n; k++) {
            int i = k < n ? (int) (key[k] & 262143L) : -1;
            if (i >= 0 && s[i] <= ce) {
                ce = Math.max(ce, e[i]);
                continue;
            }
            blocks++;
            total += ce - cs;
            longest = Math.max(longest, ce - cs);
            if (i >= 0) {
                cs = s[i];
                ce = e[i];
            }
        }
        System.out.println(blocks + " " + total + " " + longest);
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
