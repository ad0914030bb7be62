r = [for x in nums : x if x]
