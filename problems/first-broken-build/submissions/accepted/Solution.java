import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        long n = Long.parseLong(in.readLine().trim());
        // The first bad build is in [lo, hi]; build n is known to be bad.
        long lo = 1, hi = n;
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            System.out.println("? " + mid);
            System.out.flush();
            String reply = in.readLine();
            if (reply == null) return;
            if (reply.trim().equals("bad")) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        System.out.println("! " + lo);
        System.out.flush();
    }
}
