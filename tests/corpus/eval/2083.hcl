r = element(concat(nums, [unknown_var]), 1)
