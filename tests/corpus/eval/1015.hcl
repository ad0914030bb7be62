r = [for x in chunklist([for x in nums : x if x], 0) : x + n if x > 2]
