def main():
    n = int(input())
    # The first bad build is in [lo, hi]; build n is known to be bad.
    lo, hi = 1, n
    while lo < hi:
        mid = (lo + hi) // 2
        print("?", mid, flush=True)
        if input().strip() == "bad":
            hi = mid
        else:
            lo = mid + 1
    print("!", lo, flush=True)


main()
