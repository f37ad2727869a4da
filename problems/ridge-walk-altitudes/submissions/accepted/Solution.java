import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());
        long h = Long.parseLong(st.nextToken());
        long cur = h, lo = h, hi = h;
        st = new StringTokenizer(br.readLine());
        for (int i = 0; i < n; i++) {
            cur += Long.parseLong(st.nextToken());
            if (cur < lo) lo = cur;
            if (cur > hi) hi = cur;
        }
        System.out.println(lo + " " + hi);
    }
}
