r = [for x in reverse([for x in nums : x if x > 2]) : x + n if x % 2 == 0]
