import java.io.DataInputStream;
import java.io.IOException;

public class Solution {
    private static final DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));

    private static long nextLong() throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean neg = false;
        if (c == '-') {
            neg = true;
            c = in.read();
        }
        long r = 0;
        while (c >= '0' && c <= '9') {
            r = r * 10 + (c - '0');
            c = in.read();
        }
        return neg ? -r : r;
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long g = 0, sum = 0;
        for (int i = 0; i < n; i++) {
            long x = nextLong();
            g = gcd(g, x);
            sum += x;
        }
        System.out.println(g + " " + (sum / g));
    }
}
