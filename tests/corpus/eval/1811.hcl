r = [for i, x in chunklist([for i, x in nums : x], 2) : -x if x % 2 == 0]
