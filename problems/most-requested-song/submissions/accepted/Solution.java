import java.io.DataInputStream;
import java.io.IOException;
import java.util.HashMap;

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

    public static void main(String[] args) throws IOException {
        int n = nextInt();
        HashMap<Integer, Integer> cnt = new HashMap<>(2 * n + 1);
        int best = 0, bestCount = 0;
        for (int i = 0; i < n; i++) {
            int c = nextInt();
            int k = cnt.merge(c, 1, Integer::sum);
            if (k > bestCount) {
                bestCount = k;
                best = c;
            }
        }
        System.out.println(best + " " + bestCount);
    }
}
