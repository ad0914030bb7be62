r = [for x in nums : x if x > 2 && x < 5]
