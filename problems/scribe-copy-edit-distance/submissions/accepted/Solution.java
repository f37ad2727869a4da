import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine() + " " + br.readLine());
        char[] s = st.nextToken().toCharArray();
        char[] t = st.nextToken().toCharArray();
        int n = s.length, m = t.length;
        int[] prev = new int[m + 1], cur = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j;
        for (int i = 1; i <= n; i++) {
            cur[0] = i;
            for (int j = 1; j <= m; j++) {
                int best = prev[j - 1] + (s[i - 1] != t[j - 1] ? 1 : 0);
                if (prev[j] + 1 < best) best = prev[j] + 1;
                if (cur[j - 1] + 1 < best) best = cur[j - 1] + 1;
                cur[j] = best;
            }
            int[] tmp = prev; prev = cur; cur = tmp;
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(prev[m]);
        out.flush();
    }
}
