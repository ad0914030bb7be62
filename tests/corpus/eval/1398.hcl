r = neg < 0.5 ? true && false : [for i, x in nums : x * 2 if x % 2 == 0]
