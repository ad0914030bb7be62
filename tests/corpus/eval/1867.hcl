r = reverse([for x in concat(nums, []) : x + n if x > 2])
