import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        // key = code * 2^18 + position: sorting the keys sorts by code, then by position
        long[] ka = new long[n], kb = new long[n];
        for (int i = 0; i < n; i++) ka[i] = (readLong(in) << 18) | i;
        for (int i = 0; i < n; i++) kb[i] = (readLong(in) << 18) | i;
        Arrays.sort(ka);
        Arrays.sort(kb);
        int[] target = new int[n];
        for (int k = 0; k < n; k++) {
            if ((ka[k] >>> 18) != (kb[k] >>> 18)) {
                System.out.println(-1);
                return;
            }
            target[(int) (ka[k] & 262143L)] = (int) (kb[k] & 262143L);
        }
        int[] bit = new int[n + 1];
        long inv = 0;
        for (int i = n - 1; i >= 0; i--) {
            for (int x = target[i]; x > 0; x -= x & -x) inv += bit[x];
            for (int x = target[i] + 1; x <= n; x += x & -x) bit[x]++;
        }
        System.out.println(inv);
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
