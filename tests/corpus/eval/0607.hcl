r = sort([for x in [for i, x in nums : x if x % 2 == 0] : -x if x % 2 == 0])
