import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int m = Integer.parseInt(br.readLine().trim());
        long[] d = new long[m];
        StringTokenizer st = new StringTokenizer(br.readLine());
        for (int i = 0; i < m; i++) d[i] = Long.parseLong(st.nextToken());
        int q = Integer.parseInt(br.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < q; k++) {
            long a = Long.parseLong(br.readLine().trim());
            long coins = 0;
            for (int i = m - 1; i >= 0; i--) {
                coins += a / d[i];
                a %= d[i];
            }
            sb.append(coins).append('\n');
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
