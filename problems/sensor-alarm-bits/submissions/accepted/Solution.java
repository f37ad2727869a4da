import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());
        long total = 0;
        int odd = 0;
        int read = 0;
        while (read < n) {
            while (!st.hasMoreTokens()) st = new StringTokenizer(br.readLine());
            long x = Long.parseLong(st.nextToken());
            read++;
            int c = Long.bitCount(x);
            total += c;
            if ((c & 1) == 1) odd++;
        }
        System.out.println(total + " " + odd);
    }
}
