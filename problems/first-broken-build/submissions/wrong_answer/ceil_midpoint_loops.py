# Plausible mistake: rounds the middle up, mid = (lo + hi + 1) // 2, but keeps hi = mid on "bad".
# When two suspects are left and the upper one is bad, mid == hi and the interval never shrinks:
# it asks about the same build again and again until it runs past the 31-check limit.
def main():
    n = int(input())
    lo, hi = 1, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        print("?", mid, flush=True)
        if input().strip() == "bad":
            hi = mid
        else:
            lo = mid + 1
    print("!", lo, flush=True)


main()
