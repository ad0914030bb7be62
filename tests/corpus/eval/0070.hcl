r = concat(nums, [unknown_var])
