r = [for i, x in [for x in reverse(nums) : x + n if x % 2 == 0] : x + n if x % 2 == 0]
