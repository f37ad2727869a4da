import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());
        int W = Integer.parseInt(st.nextToken());
        long[] best = new long[W + 1];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(br.readLine());
            long w = Long.parseLong(st.nextToken());
            long v = Long.parseLong(st.nextToken());
            if (w > W) continue;
            int wi = (int) w;
            for (int c = W; c >= wi; c--) {
                long cand = best[c - wi] + v;
                if (cand > best[c]) best[c] = cand;
            }
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(best[W]);
        out.flush();
    }
}
