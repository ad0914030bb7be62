r = chunklist([for x in nums : x if x], 0)
