import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long k = readLong(in);
        long[] w = new long[n];
        for (int i = 0; i < n; i++) w[i] = readLong(in);
        Arrays.sort(w);
        long pairs = 0;
        int l = 0, r = n - 1;
        while (l < r) {
            if (w[l] + w[r] <= k) {
                pairs += r - l;
                l++;
            } else {
                r--;
            }
        }
        System.out.println(pairs);
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
