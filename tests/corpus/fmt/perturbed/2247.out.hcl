r = [for x in nums : x if false && x.y]
